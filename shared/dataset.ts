/**
 * The dataset file format (docs/dataset-format.md): one portable JSON file that the embedded server serves.
 * Built from the v2 shapes in shared/v2.ts; only the URL fields differ, because a dataset may name
 * its images by paths relative to the serving origin.
 */
import { z } from 'zod';
import { checkSourceKeys, DatasetSourceSchema } from './dataset-source';
import { arrayWithFormats, withFormats } from './formatted-object';
import { urlOrRelativePath, numericText, nonEmpty } from './text-formats';
import { categoryShape, systemInfoFormats, systemInfoShape } from './v2';

/** The value of the `format` field this version reads and writes. */
export const DATASET_FORMAT = 'retail-inspector/dataset@1';

/** The system information of a dataset: the 2.1 record without `status`; `code` and `version` optional. */
export const DatasetInfoSchema = withFormats(
  { ...systemInfoShape, code: z.string().optional(), version: z.string().optional() },
  { ...systemInfoFormats, logo: urlOrRelativePath, assets_url: urlOrRelativePath },
  'loose',
);
export type DatasetInfo = z.infer<typeof DatasetInfoSchema>;

const datasetCategoryShape = { ...categoryShape, image: z.string().nullable() };
const datasetCategoryFormats = { id: numericText, image: urlOrRelativePath };

/** A dataset category: as in 2.2, but `image` may be null (served as the placeholder) or relative. */
export const DatasetCategorySchema = withFormats(datasetCategoryShape, datasetCategoryFormats, 'loose');
export type DatasetCategory = z.infer<typeof DatasetCategorySchema>;

// base64 payloads only: a dataset must be self-describing and byte-exact.
const DATA_URL = /^data:[a-z]+\/[a-z0-9.+-]+(?:;[a-z0-9=.+-]+)*;base64,[A-Za-z0-9+/=\s]*$/i;

/** The whole dataset file. Unknown top-level fields are refused: they are usually typos. */
export const DatasetSchema = z
  .strictObject({
    format: z.literal(DATASET_FORMAT),
    info: DatasetInfoSchema,
    categories: arrayWithFormats(datasetCategoryShape, datasetCategoryFormats, 'loose'),
    auth: z.strictObject({ tokens: z.array(z.string().refine(nonEmpty.test, nonEmpty.message)) }).optional(),
    assets: z
      .record(
        z.string().refine(urlOrRelativePath.test, 'expected a relative path such as images/bread.svg'),
        z.string().regex(DATA_URL, 'expected a base64 data: URL such as data:image/png;base64,...'),
      )
      .optional(),
    // A capture's installation and its own addresses (shared/dataset-source.ts); the server ignores it.
    source: DatasetSourceSchema.optional(),
  })
  .check(
    z.superRefine((dataset, ctx) => checkSourceKeys(dataset, (issue) => ctx.addIssue(issue)), {
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  );
export type Dataset = z.infer<typeof DatasetSchema>;
