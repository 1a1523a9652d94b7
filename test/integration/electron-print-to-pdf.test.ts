// Save as PDF… in the desktop app, against the recording stand-in: the built main bundle answers
// savePagePdf from the app window by showing the save dialog (modal, offering the renderer's file
// name, PDF only), then printing that window with webContents.printToPDF in options Electron accepts
// (the stand-in checks them as Electron's lib/browser/print-to-pdf.ts does), and writing the PDF it
// got into the file chosen. A cancelled dialog prints nothing; another frame is refused before any
// dialog. What Chromium lays out is the end-to-end tests' part (test/e2e/printing.e2e.test.ts). The
// stand-in's printToPDF is held to Electron's checks first, so "accepted" means what Electron accepts.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PDF_LAYOUT } from '../../electron/core/platform/page-pdf';
import { methodChannel } from '../../shared/ipc-methods';
import { APP_WINDOW, bootMain, DIST_MAIN, type BootedMain, type RecordedCall } from '../helpers/booted-main';
import { printToPdfOf } from '../helpers/electron-stand-in/print-to-pdf.mjs';

const REQUEST = { fileName: 'demo-offline-categories-2026-11-25.pdf', paperSize: 'A4' } as const;
const named = (calls: readonly RecordedCall[], what: string) => calls.filter((call) => call.what === what);

let main: BootedMain;
let out: string;

beforeAll(async () => {
  main = await bootMain(DIST_MAIN);
  out = await mkdtemp(join(tmpdir(), 'ri-print-to-pdf-'));
});

afterAll(async () => {
  await main?.stop();
  await rm(out, { recursive: true, force: true });
});

/** What main recorded from the call of `act` on. */
async function recordedDuring(
  act: () => Promise<unknown>,
): Promise<{ answer: unknown; calls: RecordedCall[] }> {
  const before = (await main.record()).calls.length;
  const answer = await act();
  return { answer, calls: (await main.record()).calls.slice(before) };
}

describe('main bundle: Save as PDF…', () => {
  it('tells the page that this host saves PDFs itself', async () => {
    expect(await main.invoke(methodChannel('hostInfo'), APP_WINDOW)).toMatchObject({
      ok: true,
      value: { fileDialogs: true, pagePdf: true },
    });
  });

  it('asks where to save, prints the app window with printToPDF and writes that PDF there', async () => {
    const file = join(out, 'categories.pdf');
    await main.answerSaveDialog(file);
    const { answer, calls } = await recordedDuring(() =>
      main.invoke(methodChannel('savePagePdf'), APP_WINDOW, REQUEST),
    );
    expect(answer).toEqual({ ok: true, value: { status: 'saved', file } });

    // The dialog first, modal to the window, then the print.
    expect(calls.map((call) => call.what)).toEqual(['dialog.showSaveDialog', 'webContents.printToPDF']);
    expect(calls[0]).toMatchObject({
      modal: true,
      options: {
        title: 'Save as PDF',
        defaultPath: REQUEST.fileName,
        filters: [{ name: 'PDF document', extensions: ['pdf'] }],
      },
    });
    // The window's web contents (the only one there is).
    expect((await main.record()).webContents).toHaveLength(1);
    expect(calls[1]).toMatchObject({
      id: 1,
      settings: {
        paperWidth: 8.27,
        paperHeight: 11.7,
        printBackground: false,
        displayHeaderFooter: true,
        footerTemplate: PAGE_PDF_LAYOUT.footerTemplate,
        marginTop: PAGE_PDF_LAYOUT.margins.top,
        marginBottom: PAGE_PDF_LAYOUT.margins.bottom,
        landscape: false,
        scale: 1,
      },
    });

    // The file holds exactly the PDF printToPDF gave: the stand-in's print of the app's page.
    const bytes = await readFile(file);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(calls[1]!.sha256);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('Stand-in print of app://inspector/index.html');
  });

  it('prints on Letter paper when the page asks for it', async () => {
    const file = join(out, 'letter.pdf');
    await main.answerSaveDialog(file);
    const { calls } = await recordedDuring(() =>
      main.invoke(methodChannel('savePagePdf'), APP_WINDOW, { ...REQUEST, paperSize: 'Letter' }),
    );
    expect(named(calls, 'webContents.printToPDF')).toMatchObject([
      { settings: { paperWidth: 8.5, paperHeight: 11 } },
    ]);
  });

  it('prints nothing and writes nothing when the user cancels the dialog', async () => {
    await main.answerSaveDialog(null);
    const files = await readdir(out);
    const { answer, calls } = await recordedDuring(() =>
      main.invoke(methodChannel('savePagePdf'), APP_WINDOW, REQUEST),
    );
    expect(answer).toEqual({ ok: true, value: { status: 'cancelled' } });
    expect(named(calls, 'dialog.showSaveDialog')).toHaveLength(1);
    expect(named(calls, 'webContents.printToPDF')).toEqual([]);
    expect(await readdir(out)).toEqual(files);
  });

  it('refuses a frame that is not the app window, before any dialog', async () => {
    await main.answerSaveDialog(join(out, 'evil.pdf'));
    const { answer, calls } = await recordedDuring(() =>
      main.invoke(methodChannel('savePagePdf'), { frame: 'main', url: 'https://evil.example/' }, REQUEST),
    );
    expect(answer).toMatchObject({ ok: false });
    expect(named(calls, 'dialog.showSaveDialog')).toEqual([]);
    expect(named(calls, 'webContents.printToPDF')).toEqual([]);
  });
});

describe('the stand-in printToPDF, as Electron checks its options', () => {
  const contents = { id: 7, destroyed: false, mainFrame: { url: 'app://inspector/index.html' } };
  const prints: Record<string, unknown>[] = [];
  const print = printToPdfOf(contents, (_what, details) => prints.push(details));

  it('rejects what Electron rejects, asynchronously', async () => {
    await expect(print({ pageSize: 'A7' })).rejects.toThrow('Invalid pageSize A7');
    await expect(print({ pageSize: 'A4', margins: { top: 12 } })).rejects.toThrow(
      'margins must be less than or equal to pageSize',
    );
    await expect(print({ printBackground: 'yes' })).rejects.toThrow('printBackground must be a boolean');
    await expect(print({ pageSize: { width: 8 } })).rejects.toThrow(
      'width and height properties are required for pageSize',
    );
    expect(prints).toEqual([]);
  });

  it('prints on Letter with 0.4 in margins by default, named paper in any case', async () => {
    await print();
    await print({ pageSize: 'a4' });
    expect(prints.map((p) => p.settings)).toMatchObject([
      { paperWidth: 8.5, paperHeight: 11, marginTop: 0.4, marginLeft: 0.4, printBackground: false },
      { paperWidth: 8.27, paperHeight: 11.7 },
    ]);
  });

  it('throws at the call on a destroyed web contents', () => {
    const gone = printToPdfOf({ ...contents, destroyed: true }, () => undefined);
    expect(() => gone({})).toThrow('Object has been destroyed');
  });
});
