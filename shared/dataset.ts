/**
 * The dataset file format (docs/dataset-format.md): one portable JSON file that the embedded server serves.
 * Built from the v2 shapes in shared/v2.ts; only the URL fields differ, because a dataset may name
 * its images by paths relative to the serving origin. DatasetSchema holds a dataset to the
 * specification; ServableDatasetSchema only to what serving needs (`serve --allow-violations`).
 */
import { z } from 'zod';
import { AsReceivedSchema, checkAsReceived, checkServedReferences } from './dataset-as-received';
import { checkSourceKeys, DatasetSourceSchema } from './dataset-source';
import { arrayWithFormats, withFormats } from './formatted-object';
import { urlOrRelativePath, numericText, nonEmpty, isRelativeReference } from './text-formats';
import { categoryShape, systemInfoFormats, systemInfoShape } from './v2';

/** The value of the `format` field this version reads and writes. */
export const DATASET_FORMAT = 'retail-inspector/dataset@1';

/**
 * The system information of a dataset: the 2.1 record without `status`; `code` and `version`
 * optional; every field a string, extra ones too.
 */
export const DatasetInfoSchema = withFormats(
  { ...systemInfoShape, code: z.string().optional(), version: z.string().optional() },
  { ...systemInfoFormats, logo: urlOrRelativePath, assets_url: urlOrRelativePath },
  'loose',
  { extraFieldsAreText: true },
);
export type DatasetInfo = z.infer<typeof DatasetInfoSchema>;

const datasetCategoryShape = { ...categoryShape, image: z.string().nullable() };
const datasetCategoryFormats = { id: numericText, image: urlOrRelativePath };

/** A dataset category: as in 2.2, but `image` may be null (served as the placeholder) or relative. */
export const DatasetCategorySchema = withFormats(datasetCategoryShape, datasetCategoryFormats, 'loose');
export type DatasetCategory = z.infer<typeof DatasetCategorySchema>;

// base64 payloads only: a dataset must be self-describing and byte-exact.
const DATA_URL = /^data:[a-z]+\/[a-z0-9.+-]+(?:;[a-z0-9=.+-]+)*;base64,[A-Za-z0-9+/=\s]*$/i;

// The fields besides info and categories, the same in both schemas below.
const datasetExtras = {
  auth: z.strictObject({ tokens: z.array(z.string().refine(nonEmpty.test, nonEmpty.message)) }).optional(),
  assets: z
    .record(
      z.string().refine(urlOrRelativePath.test, 'expected a relative path such as images/bread.svg'),
      z.string().regex(DATA_URL, 'expected a base64 data: URL such as data:image/png;base64,...'),
    )
    .optional(),
  // A capture's installation and its own addresses (shared/dataset-source.ts); the server ignores it.
  source: DatasetSourceSchema.optional(),
  // The image fields answered exactly as the file holds them (shared/dataset-as-received.ts).
  asReceived: AsReceivedSchema.optional(),
};

// The keys of `source` checked against the categories at hand, also when another part is malformed.
const sourceKeys = z.superRefine(
  (dataset: unknown, ctx) => checkSourceKeys(dataset, (issue) => ctx.addIssue(issue)),
  {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  },
);

// The listed fields checked against the categories at hand; `strict` adds the specification's rule.
const receivedFields = (strict: boolean) =>
  z.superRefine((dataset: unknown, ctx) => checkAsReceived(dataset, (issue) => ctx.addIssue(issue), strict), {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

/** The whole dataset file. Unknown top-level fields are refused: they are usually typos. */
export const DatasetSchema = z
  .strictObject({
    format: z.literal(DATASET_FORMAT),
    info: DatasetInfoSchema,
    categories: arrayWithFormats(datasetCategoryShape, datasetCategoryFormats, 'loose'),
    ...datasetExtras,
  })
  .check(sourceKeys, receivedFields(true));
export type Dataset = z.infer<typeof DatasetSchema>;

// A field the server serves from the dataset's files when it holds a relative path: such a path must
// be one the server can look up; any other value (a number, a malformed absolute URL, one listed in
// `asReceived`) is served as is. Checked with the listing at hand, so per dataset, not per field.
const servedReferences = z.superRefine(
  (dataset: unknown, ctx) =>
    checkServedReferences(
      dataset,
      (v) => !isRelativeReference(v) || urlOrRelativePath.test(v),
      (v) => `${urlOrRelativePath.message} (${urlOrRelativePath.reason?.(v) ?? ''})`,
      (issue) => ctx.addIssue(issue),
    ),
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/**
 * What a dataset must be to be served at all, whatever its values: the envelope, an info object and
 * an array of category objects, relative paths the server can resolve. A dataset that passes this but
 * not DatasetSchema violates the specification; `serve --allow-violations` serves it as it is.
 */
export const ServableDatasetSchema = z
  .strictObject({
    format: z.literal(DATASET_FORMAT),
    info: z.looseObject({}),
    categories: z.array(z.looseObject({})),
    ...datasetExtras,
  })
  .check(sourceKeys, receivedFields(false), servedReferences);
