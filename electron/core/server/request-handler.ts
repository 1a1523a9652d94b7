/**
 * Answers one HTTP request from a loaded dataset: the two v2 operations, the dataset's images, the
 * placeholder and JSON failures for everything else. Bodies are prepared once per origin, so the
 * hot path does a map lookup and a socket write.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { UNKNOWN_METHOD, V2_PATHS } from '../../../shared/v2';
import type { LoadedDataset } from '../dataset/load-dataset';
import { buildDatasetResponses, type DatasetResponses } from './dataset-responses';
import { acceptsGzip, matchesEtag, originFromHost } from './http-negotiation';
import { PLACEHOLDER_PATH, placeholderBody } from './placeholder';
import { JSON_TYPE, PreparedBody } from './prepared-body';
import { tokenRefusal } from './token-check';
import { writeResponse } from './write-response';

// A client may reach the server under several names (127.0.0.1, localhost, a LAN address); each
// gets bodies with its own origin. Bounded, so odd Host headers cannot grow memory.
const MAX_ORIGINS = 16;
const ALLOWED_METHODS = 'GET, HEAD';
const API_PREFIX = '/api/v2/';

/** What the handler needs besides the request. */
export interface RequestHandlerContext {
  readonly dataset: LoadedDataset;
  /** Dataset tokens plus --token flags, as bytes for constant-time comparison. */
  readonly tokens: readonly Buffer[];
  /** The server's own origin, used when a request has no usable Host header. */
  readonly fallbackOrigin: () => string;
}

/** Returns a request listener for `context`. */
export function createRequestHandler(context: RequestHandlerContext) {
  const byOrigin = new Map<string, DatasetResponses>();
  const assets = new Map<string, PreparedBody>();
  for (const [path, asset] of context.dataset.assets) {
    assets.set(path, new PreparedBody(asset.body, asset.contentType, asset.etag, ASSET_HEADERS));
  }

  // Keyed by the raw Host header first, so a repeat visitor costs one map lookup.
  const byHost = new Map<string, DatasetResponses>();

  function responsesFor(req: IncomingMessage): DatasetResponses {
    const host = req.headers.host ?? '';
    const known = byHost.get(host);
    if (known) return known;
    const responses = responsesForOrigin(originFromHost(req.headers) ?? context.fallbackOrigin());
    if (byHost.size >= MAX_ORIGINS) byHost.clear();
    byHost.set(host, responses);
    return responses;
  }

  function responsesForOrigin(origin: string): DatasetResponses {
    let responses = byOrigin.get(origin);
    if (!responses) {
      if (byOrigin.size >= MAX_ORIGINS) byOrigin.clear();
      responses = buildDatasetResponses(context.dataset.info, context.dataset.categories, origin);
      byOrigin.set(origin, responses);
    }
    return responses;
  }

  return function handle(req: IncomingMessage, res: ServerResponse): void {
    const target = req.url ?? '/';
    const q = target.indexOf('?');
    const path = q < 0 ? target : target.slice(0, q);
    const isRead = req.method === 'GET' || req.method === 'HEAD';

    if (path === V2_PATHS.categories || path === V2_PATHS.info) {
      if (!isRead) return sendFailure(res, 405, UNKNOWN_METHOD, { allow: ALLOWED_METHODS });
      if (path === V2_PATHS.categories) {
        const refusal = tokenRefusal(context.tokens, q < 0 ? '' : target.slice(q + 1));
        if (refusal) return sendFailure(res, 401, refusal);
        return sendPrepared(req, res, responsesFor(req).categories);
      }
      return sendPrepared(req, res, responsesFor(req).info);
    }
    if (path.startsWith(API_PREFIX) || path === '/api/v2') return sendFailure(res, 404, UNKNOWN_METHOD);
    if (!isRead) return sendFailure(res, 405, 'Method not allowed', { allow: ALLOWED_METHODS });
    if (path === '/') return sendPrepared(req, res, ROOT_BODY);
    if (path === PLACEHOLDER_PATH) return sendPrepared(req, res, placeholderBody);
    const asset = assets.get(decodeAssetPath(path) ?? '');
    if (asset) return sendPrepared(req, res, asset);
    sendFailure(res, 404, 'Not found');
  };
}

// Asset paths are looked up, never joined onto a folder: what is not in the map does not exist.
function decodeAssetPath(path: string): string | null {
  try {
    return decodeURIComponent(path.slice(1));
  } catch {
    return null;
  }
}

const ROOT_BODY = PreparedBody.json({
  status: true,
  name: 'Retail Inspector embedded server',
  endpoints: [V2_PATHS.info, `${V2_PATHS.categories}?et_auth_token=...`],
});

// Dataset images may be SVG: never let one run script or be sniffed as something else.
const ASSET_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
};

function sendPrepared(req: IncomingMessage, res: ServerResponse, prepared: PreparedBody): void {
  if (req.headers['if-none-match'] !== undefined && matchesEtag(req.headers, prepared.etag)) {
    return writeResponse(res, 304, prepared.notModifiedHeaders);
  }
  const gz =
    req.headers['accept-encoding'] !== undefined && acceptsGzip(req.headers) ? prepared.gzipped() : null;
  const head = req.method === 'HEAD';
  if (gz) writeResponse(res, 200, prepared.gzipHeaders(), head ? undefined : gz);
  else writeResponse(res, 200, prepared.headers, head ? undefined : prepared.body);
}

/** Answers a JSON failure body `{status: false, error}`. */
export function sendFailure(
  res: ServerResponse,
  status: number,
  error: string,
  extra?: Record<string, string>,
): void {
  const body = Buffer.from(JSON.stringify({ status: false, error }));
  writeResponse(res, status, { 'content-type': JSON_TYPE, 'content-length': body.length, ...extra }, body);
}
