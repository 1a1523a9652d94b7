// webContents.printToPDF as Electron's lib/browser/print-to-pdf.ts does it before Chromium prints:
// it is asynchronous, so a bad option rejects (never throws at the call): every option is checked
// for its type, pageSize is one of the named paper formats (any case; Letter when absent) or
// { width, height } in inches, margins (inches, 0.4 when absent) may not exceed the paper, and jobs of
// one web contents run one after another. A destroyed web contents throws at the call, as Electron's
// bindings do. What Chromium would lay out cannot be had here: the PDF is a small, valid one-page
// document naming the address printed and the paper, so a test can tell this print's bytes from any
// other's.
import { createHash } from 'node:crypto';

const PAPER = {
  letter: { width: 8.5, height: 11 },
  legal: { width: 8.5, height: 14 },
  tabloid: { width: 11, height: 17 },
  ledger: { width: 17, height: 11 },
  a0: { width: 33.1, height: 46.8 },
  a1: { width: 23.4, height: 33.1 },
  a2: { width: 16.54, height: 23.4 },
  a3: { width: 11.7, height: 16.54 },
  a4: { width: 8.27, height: 11.7 },
  a5: { width: 5.83, height: 8.27 },
  a6: { width: 4.13, height: 5.83 },
};

function checkType(value, type, name) {
  if (typeof value !== type) throw new TypeError(`${name} must be a ${type}`);
  return value;
}

function paperOf(pageSize) {
  if (typeof pageSize === 'string') {
    const format = PAPER[pageSize.toLowerCase()];
    if (!format) throw new Error(`Invalid pageSize ${pageSize}`);
    return { paperWidth: format.width, paperHeight: format.height };
  }
  if (typeof pageSize === 'object' && pageSize !== null) {
    if (typeof pageSize.width !== 'number' || typeof pageSize.height !== 'number')
      throw new TypeError('width and height properties are required for pageSize');
    return { paperWidth: pageSize.width, paperHeight: pageSize.height };
  }
  throw new TypeError('pageSize must be a string or an object');
}

/** The print settings Electron hands Chromium for `options`; throws Electron's errors. */
export function printSettings(options) {
  const margins = checkType(options.margins ?? {}, 'object', 'margins');
  const paper = paperOf(options.pageSize ?? 'letter');
  const { top, bottom, left, right } = margins;
  const validHeight = [top, bottom].every((u) => u === undefined || u <= paper.paperHeight);
  const validWidth = [left, right].every((u) => u === undefined || u <= paper.paperWidth);
  if (!validHeight || !validWidth) throw new Error('margins must be less than or equal to pageSize');
  return {
    landscape: checkType(options.landscape ?? false, 'boolean', 'landscape'),
    displayHeaderFooter: checkType(options.displayHeaderFooter ?? false, 'boolean', 'displayHeaderFooter'),
    headerTemplate: checkType(options.headerTemplate ?? '', 'string', 'headerTemplate'),
    footerTemplate: checkType(options.footerTemplate ?? '', 'string', 'footerTemplate'),
    printBackground: checkType(options.printBackground ?? false, 'boolean', 'printBackground'),
    scale: checkType(options.scale ?? 1.0, 'number', 'scale'),
    marginTop: checkType(margins.top ?? 0.4, 'number', 'margins.top'),
    marginBottom: checkType(margins.bottom ?? 0.4, 'number', 'margins.bottom'),
    marginLeft: checkType(margins.left ?? 0.4, 'number', 'margins.left'),
    marginRight: checkType(margins.right ?? 0.4, 'number', 'margins.right'),
    pageRanges: checkType(options.pageRanges ?? '', 'string', 'pageRanges'),
    preferCSSPageSize: checkType(options.preferCSSPageSize ?? false, 'boolean', 'preferCSSPageSize'),
    ...paper,
  };
}

/** A one-page PDF saying `text` (ASCII), with a correct cross-reference table. */
export function onePagePdf(text, paper) {
  const w = Math.round(paper.paperWidth * 72);
  const h = Math.round(paper.paperHeight * 72);
  const safe = text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 10 Tf 36 ${h - 48} Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A printToPDF for a web contents: `contents()` is the web contents (its `destroyed` and main frame's
 * URL are read at the call), `record` records each print with its settings and the PDF's hash.
 */
export function printToPdfOf(contents, record) {
  let queue = Promise.resolve();
  return (options = {}) => {
    if (contents.destroyed) throw new Error('Object has been destroyed');
    let settings;
    try {
      settings = printSettings(options);
    } catch (error) {
      // Checked before the job is queued, in an async function: the call's promise rejects at once.
      return Promise.reject(error);
    }
    const job = queue
      .catch(() => undefined)
      .then(() => {
        const pdf = onePagePdf(`Stand-in print of ${contents.mainFrame.url}`, settings);
        record('webContents.printToPDF', {
          id: contents.id,
          settings,
          bytes: pdf.length,
          sha256: createHash('sha256').update(pdf).digest('hex'),
        });
        return pdf;
      });
    queue = job;
    return job;
  };
}
