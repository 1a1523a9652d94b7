// `__proto__`, `constructor`, `toString` and `hasOwnProperty` as codes and field names (settings and
// rows) of real dataset files, read as every tool reads them: the loader `diff` and `serve` use, the
// exports (CSV and JSON), the snapshot store the app keeps its loads in, and the Changes view's
// comparison (the handler table, over files in the captures folder and over snapshots). Each keeps
// every such field as data: nothing dropped, nothing read from Object.prototype.
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sideOfDataset } from '../../electron/core/diff/diff-sides';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { createDemoServer, type DemoServer } from '../../electron/core/server/demo-server';
import { snapshotDataset } from '../../electron/core/snapshots/snapshot-dataset';
import { DATASET_FORMAT, type Dataset } from '../../shared/dataset';
import { diffDatasets } from '../../shared/diff/dataset-diff';
import type { CategoryRow, DatasetDiff } from '../../shared/diff/diff-types';
import { categoryExportText } from '../../shared/export/category-export';
import {
  createHandlerSession,
  openProfileStore,
  type HandlerSession,
  settleHandlerSessions,
} from '../helpers/handler-session';
import { expectDiffOf, jsonRecord, PROTOTYPE_NAMES, type OracleSide } from '../helpers/own-field-oracle';
import { DEMO_DATASET } from '../helpers/repo-paths';
import { STORE_SETTINGS } from '../helpers/store-settings';

const NAMES = PROTOTYPE_NAMES;
const RUNS = 15;

let folder: string;
let capturesDir: string;
let demo: DemoServer;
let session: HandlerSession;
let file = 0;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-proto-'));
  capturesDir = join(folder, 'captures');
  await mkdir(capturesDir);
  demo = createDemoServer({ defaultDataset: DEMO_DATASET });
  session = createHandlerSession({ profiles: await openProfileStore(folder), demo, capturesDir });
});

afterAll(async () => {
  await settleHandlerSessions();
  await demo.stop();
  await rm(folder, { recursive: true, force: true });
});

// Letters and spaces beside the names: a formula sign would get the CSV's quote prefix.
const text = fc.oneof(fc.constantFrom(...NAMES), fc.stringMatching(/^[A-Za-z ]{0,6}$/));
const extras = fc.array(fc.tuple(fc.constantFrom(...NAMES, 'x_note'), text), { maxLength: 4 });
const row = (id: string) =>
  fc
    .record({ code: text, name: text, extra: extras })
    .map(({ code, name, extra }) =>
      jsonRecord([
        ['id', id],
        ['code', code],
        ['name', name],
        ['slug', null],
        ['image', 'https://cdn.example.com/a.png'],
        ...extra,
      ]),
    );
const rows = fc
  .uniqueArray(fc.constantFrom('1', '2', '3', '4'), { maxLength: 4 })
  .chain((ids) => fc.tuple(...ids.map(row)))
  .map((list) => list as CategoryRow[]);
const infoRecord = extras.map((extra) =>
  jsonRecord([
    ['id', '1'],
    ['logo', 'https://cdn.example.com/logo.svg'],
    ['assets_url', 'https://cdn.example.com/'],
    ['company_name', 'Shop'],
    ...Object.entries(STORE_SETTINGS),
    ...extra,
  ]),
);
const side = fc.record({ info: infoRecord, rows });

/** `side` written as a dataset file in the captures folder (as JSON.stringify writes own fields); its name. */
async function datasetFile(s: OracleSide): Promise<string> {
  const name = `side-${++file}.json`;
  await writeFile(
    join(capturesDir, name),
    JSON.stringify({ format: DATASET_FORMAT, info: s.info, categories: s.rows }),
  );
  return name;
}

// Own fields as sorted entries: a field lost, added or read from the prototype shows.
const fieldsOf = (record: object) => Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1));

// A diff with the changes of each row, and the rows, in a fixed order (a snapshot sorts its fields).
function normalized(diff: DatasetDiff) {
  const byField = (changes: DatasetDiff['info']) => [...changes].sort((a, b) => (a.field < b.field ? -1 : 1));
  return {
    info: byField(diff.info),
    added: diff.categories.added.map(fieldsOf),
    removed: diff.categories.removed.map(fieldsOf),
    changed: diff.categories.changed.map((c) => ({ id: c.id, changes: byField(c.changes) })),
    counts: diff.counts,
  };
}

describe('prototype names in dataset files, exports, snapshots and the Changes view (properties)', () => {
  it('are compared, exported and kept as data by every reader', async () => {
    await fc.assert(
      fc.asyncProperty(side, side, async (before, after) => {
        const [fileA, fileB] = [await datasetFile(before), await datasetFile(after)];
        const [a, b] = await Promise.all([fileA, fileB].map((name) => loadDataset(join(capturesDir, name))));
        expect(fieldsOf(a!.info)).toEqual(fieldsOf(before.info));
        const diff = diffDatasets(sideOfDataset(a!), sideOfDataset(b!));
        expectDiffOf(diff, before, after);

        const view = await session.value('compareDatasets', {
          before: { kind: 'dataset', file: fileA },
          after: { kind: 'dataset', file: fileB },
        });
        expect(normalized(JSON.parse(view.diffJson) as DatasetDiff)).toEqual(normalized(diff));

        const csv = parse(categoryExportText(b!.categories, 'csv'), { bom: true }) as string[][];
        expect(csv.slice(1).map(([id, code, name]) => [id, code, name])).toEqual(
          after.rows.map((r) => [r.id, r.code, r.name]),
        );
        const json = JSON.parse(categoryExportText(b!.categories, 'json')) as Record<string, unknown>[];
        expect(json.map(fieldsOf)).toEqual(
          after.rows.map((r) =>
            fieldsOf({ id: r.id, code: r.code, name: r.name, slug: null, image: r.image }),
          ),
        );

        const ids = await Promise.all(
          [before, after].map(async (s) => {
            const dataset: Dataset = snapshotDataset({ info: s.info, categories: s.rows }, (t) => t);
            const { id } = await session.snapshots.save('proto', dataset);
            const kept = (await session.snapshots.read(id)).dataset;
            expect(fieldsOf(kept.info)).toEqual(fieldsOf(s.info));
            expect(kept.categories.map(fieldsOf)).toEqual(s.rows.map(fieldsOf));
            return id;
          }),
        );
        const snapshots = await session.value('compareDatasets', {
          before: { kind: 'snapshot', id: ids[0]! },
          after: { kind: 'snapshot', id: ids[1]! },
        });
        expect(normalized(JSON.parse(snapshots.diffJson) as DatasetDiff)).toEqual(normalized(diff));
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});
