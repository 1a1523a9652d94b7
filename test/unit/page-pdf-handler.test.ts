// savePagePdf: the desktop app's Save as PDF…. The save dialog comes first (a cancelled one prints
// nothing), then the host prints the window on the paper asked for, then the PDF is written into a
// real file, atomically; a printer that fails, answers something that is no PDF or takes too long
// leaves no file and says so; a file that cannot be written is named with the reason; a host that
// cannot print to PDF (the web host) refuses, and hostInfo tells the renderer which host it has.
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { savePagePdf } from '../../electron/core/export/save-page-pdf';
import type { FileDialogs } from '../../electron/core/platform/file-dialogs';
import type { PagePdf, PagePdfOptions } from '../../electron/core/platform/page-pdf';
import type { ProfileStore } from '../../electron/core/profiles/profile-store';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import { FakeDialogs } from '../helpers/fake-dialogs';
import { createHandlerSession, openProfileStore, type HandlerSession } from '../helpers/handler-session';
import { DEMO_DATASET } from '../helpers/repo-paths';

const PDF = Buffer.from('%PDF-1.7\n%stand-in page\n%%EOF\n');
const REQUEST = { fileName: 'demo-offline-categories-2026-11-25.pdf', paperSize: 'A4' } as const;

/** A printer that answers `answer` (bytes, or a rejection) and records what it was asked. */
class FakePagePdf implements PagePdf {
  readonly prints: PagePdfOptions[] = [];
  constructor(private readonly answer: () => Promise<Uint8Array>) {}
  print(options: PagePdfOptions) {
    this.prints.push(options);
    return this.answer();
  }
}

let folder: string;
let out: string;
let demo: DemoServer;
let profiles: ProfileStore;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-page-pdf-'));
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  out = join(folder, 'out');
  await mkdir(out);
  profiles = await openProfileStore(folder);
});

afterEach(async () => {
  await demo.stop();
  await rm(folder, { recursive: true, force: true });
});

function sessionWith(dialogs: FileDialogs | null, pagePdf: PagePdf | null): HandlerSession {
  return createHandlerSession({ profiles, demo, dialogs, pagePdf, capturesDir: join(folder, 'captures') });
}

describe('savePagePdf', () => {
  it('asks where to save, prints the window on the paper asked for and writes the PDF byte for byte', async () => {
    const file = join(out, 'chosen.pdf');
    const dialogs = new FakeDialogs(file);
    const printer = new FakePagePdf(async () => PDF);
    const outcome = await sessionWith(dialogs, printer).value('savePagePdf', REQUEST);
    expect(outcome).toEqual({ status: 'saved', file });
    expect(await readFile(file)).toEqual(PDF);
    expect(dialogs.saves).toEqual([
      {
        title: 'Save as PDF',
        defaultName: REQUEST.fileName,
        filters: [{ name: 'PDF document', extensions: ['pdf'] }],
      },
    ]);
    expect(printer.prints).toEqual([{ paperSize: 'A4' }]);
    // Nothing but the PDF is left in the folder (no temporary file).
    expect(await readdir(out)).toEqual(['chosen.pdf']);
  });

  it('prints nothing and writes nothing when the user cancels the dialog', async () => {
    const printer = new FakePagePdf(async () => PDF);
    const outcome = await sessionWith(new FakeDialogs(null), printer).value('savePagePdf', {
      ...REQUEST,
      paperSize: 'Letter',
    });
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(printer.prints).toEqual([]);
    expect(await readdir(out)).toEqual([]);
  });

  it('says the PDF could not be made, and writes nothing, when printing fails or answers no PDF', async () => {
    const file = join(out, 'chosen.pdf');
    const failing = new FakePagePdf(() =>
      Promise.reject(new Error('Failed to generate PDF: printing failed')),
    );
    expect(await sessionWith(new FakeDialogs(file), failing).errorOf('savePagePdf', REQUEST)).toEqual({
      code: 'INTERNAL',
      message: 'The PDF could not be made (Failed to generate PDF: printing failed); nothing was saved.',
    });
    const notPdf = new FakePagePdf(async () => Buffer.from('<html>'));
    expect(await sessionWith(new FakeDialogs(file), notPdf).errorOf('savePagePdf', REQUEST)).toEqual({
      code: 'INTERNAL',
      message: 'The PDF could not be made (what came back is not a PDF); nothing was saved.',
    });
    expect(await readdir(out)).toEqual([]);
  });

  it('gives up on a print that takes too long, says what to do, and writes nothing', async () => {
    const file = join(out, 'chosen.pdf');
    const never = new FakePagePdf(() => new Promise<Uint8Array>(() => undefined));
    const started = Date.now();
    await expect(
      savePagePdf(REQUEST, { dialogs: new FakeDialogs(file), pagePdf: never, timeoutMs: 1_000 }),
    ).rejects.toMatchObject({
      code: 'INTERNAL',
      message:
        'The PDF was not ready after 1 s; nothing was saved. Search to print fewer rows, and try again.',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await readdir(out)).toEqual([]);
  });

  it('names the file and the reason when it cannot be written', async () => {
    const file = join(out, 'missing-folder', 'chosen.pdf');
    const error = await sessionWith(new FakeDialogs(file), new FakePagePdf(async () => PDF)).errorOf(
      'savePagePdf',
      REQUEST,
    );
    expect(error).toEqual({
      code: 'FILE_ACCESS',
      message: `The PDF could not be saved as ${file}: the folder does not exist.`,
    });
  });

  it('is refused where the host cannot print to PDF, which hostInfo says (the web host)', async () => {
    const web = sessionWith(null, null);
    expect(await web.errorOf('savePagePdf', REQUEST)).toEqual({
      code: 'USAGE',
      message: 'This host cannot save a PDF itself: use Print… and choose "Save as PDF" in the print dialog.',
    });
    expect(await web.value('hostInfo', {})).toMatchObject({ fileDialogs: false, pagePdf: false });
    const desktop = sessionWith(new FakeDialogs(null), new FakePagePdf(async () => PDF));
    expect(await desktop.value('hostInfo', {})).toMatchObject({ fileDialogs: true, pagePdf: true });
  });

  it('takes only a plain file name ending in .pdf, and a paper size it knows', async () => {
    const session = sessionWith(new FakeDialogs(join(out, 'x.pdf')), new FakePagePdf(async () => PDF));
    for (const args of [
      { ...REQUEST, fileName: '../../etc/passwd.pdf' },
      { ...REQUEST, fileName: 'list.html' },
      { ...REQUEST, paperSize: 'A3' },
      { fileName: REQUEST.fileName },
    ]) {
      expect((await session.errorOf('savePagePdf', args)).code, JSON.stringify(args)).toBe(
        'INVALID_ARGUMENT',
      );
    }
    expect(await readdir(out)).toEqual([]);
  });
});
