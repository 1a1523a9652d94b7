/**
 * The description with its examples taken from a loaded dataset (the bundled demo for the CLI),
 * served at `serverUrl`: what `retail-inspector openapi` writes and `serve` answers at /openapi.json.
 */
import { APP_VERSION } from '../host/app-version';
import type { LoadedDataset } from '../dataset/load-dataset';
import { openApiDocument } from './openapi-document';
import { openApiExamples } from './openapi-examples';
import type { JsonSchema } from './v2-json-schemas';

/** The description for `dataset` answered at `serverUrl` (no trailing slash). */
export function describeDataset(dataset: LoadedDataset, serverUrl: string): JsonSchema {
  return openApiDocument({
    serverUrl,
    version: APP_VERSION,
    examples: openApiExamples(dataset, serverUrl),
  });
}
