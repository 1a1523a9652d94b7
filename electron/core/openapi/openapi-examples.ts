/**
 * Examples for the description, made by the server's own code: the success bodies are what the
 * embedded server answers for `dataset` at `origin` (dataset/dataset-responses.ts), the 401 messages are the
 * token check's own. No token is used or shown: the refusals are produced against a made-up one.
 * A server that requires a token answers its categories only with it, so its description, which
 * anyone may read, shows made-up rows instead of the dataset's own.
 */
import {
  UNKNOWN_METHOD,
  type CategoriesResponse,
  type FailureBody,
  type SystemInfo,
} from '../../../shared/v2';
import type { DatasetCategory } from '../../../shared/dataset';
import type { LoadedDataset } from '../dataset/load-dataset';
import { categoryRow, infoBody } from '../dataset/dataset-responses';
import { tokenRefusal } from '../dataset/token-check';

/** Example bodies of every documented response. */
export interface OpenApiExamples {
  readonly info: SystemInfo;
  readonly categories: CategoriesResponse;
  /** What the categories example shows: the dataset's first rows, or made-up ones. */
  readonly categoriesSummary: string;
  readonly missingToken: FailureBody;
  readonly wrongToken: FailureBody;
  readonly unknownMethod: FailureBody;
}

// A few rows show the shape; a whole catalogue would only make the description long.
const EXAMPLE_ROWS = 3;

// Rows of no real installation, in the dataset's format: shown where the real ones need the token.
const MADE_UP_ROWS: readonly DatasetCategory[] = [
  { id: '1', code: 'EXAMPLE-1', name: 'Example category', slug: 'example-category', image: null },
  { id: '2', code: 'EXAMPLE-2', name: 'Another example', slug: null, image: null },
];

/** Options of openApiExamples. */
export interface ExampleOptions {
  /** The categories operation requires a token: its example rows are made up, not the dataset's. */
  readonly tokenRequired?: boolean;
}

/** The examples for `dataset` served at `origin` (no trailing slash). */
export function openApiExamples(
  dataset: LoadedDataset,
  origin: string,
  options: ExampleOptions = {},
): OpenApiExamples {
  const madeUp = [Buffer.from('example-token')];
  const rows = options.tokenRequired ? MADE_UP_ROWS : dataset.categories.slice(0, EXAMPLE_ROWS);
  return {
    info: infoBody(dataset.info, origin, dataset.asReceived?.info),
    categories: {
      status: true,
      rows: rows.map((c, i) =>
        categoryRow(c, origin, !options.tokenRequired && dataset.asReceived?.categories.has(i)),
      ),
    },
    categoriesSummary: options.tokenRequired
      ? 'Made-up rows (this server answers its own only with a token)'
      : 'The demo dataset (first rows)',
    missingToken: failure(tokenRefusal(madeUp, '')),
    wrongToken: failure(tokenRefusal(madeUp, 'et_auth_token=wrong')),
    unknownMethod: failure(UNKNOWN_METHOD),
  };
}

function failure(error: string | null): FailureBody {
  return { status: false, error: error ?? '' };
}
