/**
 * Examples for the description, made by the server's own code: the success bodies are what the
 * embedded server answers for `dataset` at `origin` (dataset-responses.ts), the 401 messages are the
 * token check's own. No token is used or shown: the refusals are produced against a made-up one.
 */
import {
  UNKNOWN_METHOD,
  type CategoriesResponse,
  type FailureBody,
  type SystemInfo,
} from '../../../shared/v2';
import type { LoadedDataset } from '../dataset/load-dataset';
import { categoryRow, infoBody } from '../server/dataset-responses';
import { tokenRefusal } from '../server/token-check';

/** Example bodies of every documented response. */
export interface OpenApiExamples {
  readonly info: SystemInfo;
  readonly categories: CategoriesResponse;
  readonly missingToken: FailureBody;
  readonly wrongToken: FailureBody;
  readonly unknownMethod: FailureBody;
}

// A few rows show the shape; a whole catalogue would only make the description long.
const EXAMPLE_ROWS = 3;

/** The examples for `dataset` served at `origin` (no trailing slash). */
export function openApiExamples(dataset: LoadedDataset, origin: string): OpenApiExamples {
  const madeUp = [Buffer.from('example-token')];
  return {
    info: infoBody(dataset.info, origin),
    categories: {
      status: true,
      rows: dataset.categories.slice(0, EXAMPLE_ROWS).map((c) => categoryRow(c, origin)),
    },
    missingToken: failure(tokenRefusal(madeUp, '')),
    wrongToken: failure(tokenRefusal(madeUp, 'et_auth_token=wrong')),
    unknownMethod: failure(UNKNOWN_METHOD),
  };
}

function failure(error: string | null): FailureBody {
  return { status: false, error: error ?? '' };
}
