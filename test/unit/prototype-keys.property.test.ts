// Names that mean something to Object.prototype (`__proto__`, `constructor`, `toString`,
// `hasOwnProperty`) as category ids, codes and field names, in the settings and the rows of two live
// answers: the diff reports exactly the fields an own-field comparison finds, added and removed both
// ways, and its summary, Markdown, JSON and CSV each carry every change. Records are built as JSON.parse
// builds them, so `__proto__` is an own field.
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffSummaryLines } from '../../electron/cli/diff-output';
import { sideOfAnswers } from '../../electron/core/diff/diff-sides';
import { diffDatasets } from '../../shared/diff/dataset-diff';
import { diffCsv } from '../../shared/diff/diff-csv';
import { diffMarkdown } from '../../shared/diff/diff-markdown';
import type { CategoryRow, DatasetDiff } from '../../shared/diff/diff-types';
import { escapeMarkdown } from '../../shared/markdown-text';
import { expectDiffOf, jsonRecord, PROTOTYPE_NAMES } from '../helpers/own-field-oracle';

const NAMES = PROTOTYPE_NAMES;
const BASE = 'http://127.0.0.1:4180';
const text = fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 6 }));
const extras = fc.array(fc.tuple(fc.constantFrom(...NAMES, 'x_note'), text), { maxLength: 4 });

const row = (id: string) =>
  fc
    .record({ code: text, name: text, image: fc.constantFrom('a', 'b'), extra: extras })
    .map(({ code, name, image, extra }) =>
      jsonRecord([
        ['id', id],
        ['code', code],
        ['name', name],
        ['slug', null],
        ['image', `${BASE}/img/${image}.png`],
        ...extra,
      ]),
    );
const rows = fc
  .uniqueArray(fc.constantFrom('1', '2', '3', ...NAMES), { maxLength: 7 })
  .chain((ids) => fc.tuple(...ids.map(row)))
  .map((list) => list as CategoryRow[]);
const info = extras.map((extra) =>
  jsonRecord([
    ['status', true],
    ['company_name', 'Shop'],
    ['logo', `${BASE}/logo.svg`],
    ['assets_url', `${BASE}/img/`],
    ...extra,
  ]),
);
const answers = fc.record({ info, rows });

describe('diff with prototype names as ids, codes and field names (properties)', () => {
  it('reports exactly the fields that differ, in every direction', () => {
    fc.assert(
      fc.property(answers, answers, (before, after) => {
        const diff = diffDatasets(
          sideOfAnswers(before.info, before.rows, BASE),
          sideOfAnswers(after.info, after.rows, BASE),
        );
        expectDiffOf(diff, { info: before.info, rows: before.rows }, { info: after.info, rows: after.rows });
      }),
    );
  });

  it('carries every change into the summary, the Markdown, the JSON and the CSV', () => {
    fc.assert(
      fc.property(answers, answers, (before, after) => {
        const diff = diffDatasets(
          sideOfAnswers(before.info, before.rows, BASE),
          sideOfAnswers(after.info, after.rows, BASE),
        );
        const changes = [...diff.info, ...diff.categories.changed.flatMap((c) => c.changes)];
        // JSON keeps both sides of every change; a value read from Object.prototype would vanish.
        const json = JSON.parse(JSON.stringify(diff)) as DatasetDiff;
        for (const change of [...json.info, ...json.categories.changed.flatMap((c) => c.changes)]) {
          expect(Object.keys(change)).toEqual(['field', 'before', 'after']);
          expect(typeof change.before === 'function' || typeof change.after === 'function').toBe(false);
        }
        expect(json.categories.added.map((r) => Object.keys(r))).toEqual(
          diff.categories.added.map((r) => Object.keys(r)),
        );
        const summary = diffSummaryLines(diff, { before: 'A', after: 'B' }).join('\n');
        const markdown = diffMarkdown(diff, { before: 'A', after: 'B' });
        for (const change of changes.slice(0, 20)) {
          expect(summary).toContain(`${change.field} `);
          expect(markdown).toContain(`| ${escapeMarkdown(change.field)} |`);
        }
        const cells = parse(diffCsv(diff), { bom: true }) as string[][];
        expect(cells.slice(1).filter((line) => line[0] === 'changed' || line[0] === 'setting')).toHaveLength(
          changes.length,
        );
      }),
    );
  });
});
