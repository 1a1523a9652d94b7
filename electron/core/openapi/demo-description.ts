/**
 * The description with its examples taken from a loaded dataset (the bundled demo for the CLI),
 * served at `serverUrl`: what `retail-inspector openapi` writes and `serve` answers at /openapi.json.
 * With `tokenRequired` the category rows of the examples are made up (openapi-examples.ts).
 */
import { APP_VERSION } from '../platform/app-version';
import type { LoadedDataset } from '../dataset/load-dataset';
import { openApiDocument } from './openapi-document';
import { openApiExamples, type ExampleOptions } from './openapi-examples';
import type { JsonSchema } from './v2-json-schemas';

/** The description for `dataset` answered at `serverUrl` (no trailing slash); never throws. */
export function describeDataset(
  dataset: LoadedDataset,
  serverUrl: string,
  options: ExampleOptions = {},
): JsonSchema {
  return openApiDocument({
    serverUrl,
    version: APP_VERSION,
    examples: openApiExamples(dataset, serverUrl, options),
  });
}
