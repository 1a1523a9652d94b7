// @vitest-environment happy-dom
// Faults tolerated to read an answer as a user sees them in the app: a mark above the settings and
// above the categories listing each fault in the client's words (and which a strict reading refuses),
// nothing when the answer was clean, and the same faults in the diagnostics view and its export; in
// German the app says each fault in German while the export keeps the command line's English.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiagnosticsReport } from '../../shared/ipc-contract';
import type { Leniency } from '../../shared/leniency';
import { diagnosticsReport } from './diagnostics-fixtures';
import { FakeInspector } from './fake-inspector';
import { COMPANY, DEMO_PROFILE } from './fixtures';
import { categoriesPanel, installationPanel, renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

const BOM: Leniency = {
  id: 'bom',
  message:
    'The body starts with a UTF-8 byte order mark (BOM), which JSON does not allow; it was removed before reading.',
  strictFails: true,
};
const LATIN1: Leniency = {
  id: 'latin1',
  message:
    'The body is not valid UTF-8 (2 invalid byte sequences); as its charset=iso-8859-1 declares, it was read as Latin-1 (windows-1252). JSON must be UTF-8.',
  strictFails: true,
};
const TEXT_PLAIN: Leniency = {
  id: 'content-type',
  message: 'The answer is JSON but was sent as text/plain, not application/json.',
  strictFails: false,
};

const settingsMark = () =>
  installationPanel().getByRole('region', { name: /^The settings were read leniently/ });
const categoriesMark = () =>
  categoriesPanel().getByRole('region', { name: /^The categories were read leniently/ });

describe('LeniencyMark above the data', () => {
  it('lists the faults tolerated to read the settings, marking those a strict reading refuses', async () => {
    const fake = new FakeInspector();
    fake.leniencies = { info: [BOM, TEXT_PLAIN], categories: [] };
    renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    const mark = settingsMark();
    expect(mark).toHaveAccessibleName('The settings were read leniently: 2 faults of the answer tolerated');
    const items = within(mark).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${BOM.message}Strict reading fails`,
      TEXT_PLAIN.message,
    ]);
    // It sits above the settings it is about.
    const heading = installationPanel().getByRole('heading', { name: 'Settings' });
    expect(mark.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(categoriesPanel().queryByRole('region', { name: /read leniently/ })).toBeNull();
  });

  it('lists the faults tolerated to read the categories above the rows', async () => {
    const fake = new FakeInspector();
    fake.leniencies = { info: [], categories: [LATIN1] };
    renderApp(fake);
    const mark = await waitFor(categoriesMark);
    expect(mark).toHaveAccessibleName('The categories were read leniently: 1 fault of the answer tolerated');
    expect(within(mark).getByRole('listitem')).toHaveTextContent(`${LATIN1.message}Strict reading fails`);
    expect(installationPanel().queryByRole('region', { name: /read leniently/ })).toBeNull();
  });

  it('shows no mark for answers read without any leniency', async () => {
    renderApp();
    await installationPanel().findByRole('heading', { name: COMPANY });
    await categoriesPanel().findAllByText(/Brötchen/);
    expect(screen.queryByRole('region', { name: /read leniently/ })).toBeNull();
  });

  it('drops the mark when a refresh reads a clean answer', async () => {
    const fake = new FakeInspector();
    fake.leniencies = { info: [BOM], categories: [] };
    const { user } = renderApp(fake);
    await waitFor(settingsMark);
    fake.leniencies = { info: [], categories: [] };
    await user.click(screen.getByRole('button', { name: /^Refresh/ }));
    await waitFor(() =>
      expect(installationPanel().queryByRole('region', { name: /read leniently/ })).toBeNull(),
    );
  });
});

/** A diagnostics report of an installation whose info answer started with a byte order mark. */
function toleratedReport(): DiagnosticsReport {
  const report = diagnosticsReport(DEMO_PROFILE, 'report-tolerated');
  return {
    ...report,
    ok: false,
    exitCode: 1,
    outcome: 'violates',
    checks: [
      ...report.checks,
      {
        id: 'info.tolerated.bom',
        title: 'GET /api/v2/auth/info: The body starts without a byte order mark',
        status: 'warn',
        message: BOM.message,
        details: [
          'A strict reading of the specification (RFC 8259 JSON) fails here, so the exit code is at least 1.',
        ],
        tolerated: { leniency: 'bom', strictFails: true },
      },
    ],
    calls: { ...report.calls, info: { ...report.calls.info!, leniencies: [BOM] } },
  };
}

describe('DiagnosticsView with tolerated faults', () => {
  it('counts each tolerated fault as a warning, lists it under its call and exports it', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:test/${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fake = new FakeInspector();
    const report = toleratedReport();
    fake.answer('runDiagnostics', { ok: true, value: report });
    fake.reports.set(report.reportId, report);
    const { user } = renderApp(fake);
    await installationPanel().findByRole('heading', { name: COMPANY });
    await user.click(screen.getByRole('tab', { name: 'Diagnostics' }));
    const view = within(screen.getByRole('region', { name: 'Diagnostics' }));
    await user.click(view.getByRole('button', { name: 'Run checks' }));

    expect(await view.findByText('Violates the specification')).toBeInTheDocument();
    expect(view.getByText('3 passed · 2 warnings · 0 failed')).toBeInTheDocument();
    expect(view.getAllByText(BOM.message).length).toBeGreaterThanOrEqual(1);
    const tolerated = view.getByRole('list', { name: 'Faults tolerated to read the info call' });
    expect(within(tolerated).getByRole('listitem')).toHaveTextContent(`${BOM.message}Strict reading fails`);

    await user.click(view.getByRole('button', { name: 'Export Markdown' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const markdown = await blobs[0]!.text();
    expect(markdown).toContain('Tolerated faults (each is a warning below):');
    expect(markdown).toContain('A strict reading fails here.');
    expect(markdown).toContain('`info.tolerated.bom`');
    expect(markdown).toContain('**Result: violates the specification** — 0 failed, 2 warnings, 3 passed');
  });
});

describe('tolerated faults in German', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  const GERMAN_BOM =
    'Der Inhalt beginnt mit einer UTF-8-Bytereihenfolgemarke (BOM), die JSON nicht erlaubt; sie wurde vor dem Lesen entfernt.';

  it('says each fault in German above the settings and under Diagnostics’ call', async () => {
    localStorage.setItem('retail-inspector.language', 'de');
    const fake = new FakeInspector();
    fake.leniencies = { info: [BOM, LATIN1], categories: [TEXT_PLAIN] };
    const report = toleratedReport();
    fake.answer('runDiagnostics', { ok: true, value: report });
    fake.reports.set(report.reportId, report);
    const { user } = renderApp(fake);
    await within(await screen.findByRole('region', { name: 'Installation' })).findByRole('heading', {
      name: COMPANY,
    });
    const settings = installationPanel().getByRole('region', {
      name: /^Die Einstellungen wurden tolerant gelesen/,
    });
    expect(
      within(settings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${GERMAN_BOM}Strenges Lesen scheitert`,
      'Der Inhalt ist kein gültiges UTF-8 (2 ungültige Bytefolgen); wie sein charset=iso-8859-1 angibt, wurde er als Latin-1 (windows-1252) gelesen. JSON muss UTF-8 sein.Strenges Lesen scheitert',
    ]);
    const categories = within(screen.getByRole('region', { name: 'Warengruppen' }));
    expect(
      await categories.findByText(
        'Die Antwort ist JSON, wurde aber als text/plain gesendet, nicht als application/json.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Diagnose' }));
    const view = within(screen.getByRole('region', { name: 'Diagnose' }));
    await user.click(view.getByRole('button', { name: 'Prüfungen ausführen' }));
    const tolerated = await view.findByRole('list', {
      name: 'Tolerierte Fehler beim Lesen von den Info-Aufruf',
    });
    expect(within(tolerated).getByRole('listitem')).toHaveTextContent(
      `${GERMAN_BOM}Strenges Lesen scheitert`,
    );
  });
});
