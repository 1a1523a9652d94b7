/**
 * Answers one HTTP request from a loaded dataset: the two v2 operations, the dataset's images, the
 * placeholder and JSON failures for everything else. Bodies are prepared once (the categories body
 * once per dataset, its origin substituted per origin), so the hot path does a lookup and a write.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { UNKNOWN_METHOD, V2_PATHS } from '../../../shared/v2';
import type { LoadedDataset } from '../dataset/load-dataset';
import { describeDataset } from '../openapi/demo-description';
import { OPENAPI_PATH } from '../openapi/openapi-document';
import { categoryRow, infoBody } from '../dataset/dataset-responses';
import { acceptsGzip, matchesEtag, originFromHost } from './http-negotiation';
import { PLACEHOLDER_PATH } from '../dataset/placeholder-image';
import { placeholderBody } from './placeholder';
import { originTemplate, type OriginBody, type OriginTemplate } from './origin-template';
import { JSON_TYPE, PreparedBody } from './prepared-body';
import { tokenRefusal } from '../dataset/token-check';
import { writeResponse } from './write-response';

// A client may reach the server under several names (127.0.0.1, localhost, a LAN address); each
// gets bodies with its own origin. The info body and the OpenAPI description are small and rebuilt
// per origin, a bounded number kept; the categories body is serialized once and only its origin
// substituted (origin-template).
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
  /** Bytes of finished categories bodies kept for the origins seen most recently. */
  readonly bodyCacheBytes?: number;
}

/** A request listener, with what it holds in memory for diagnostics and tests. */
export interface RequestHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Bytes of finished categories bodies currently cached. */
  cachedBodyBytes(): number;
}

/** Returns a request listener for `context`. */
export function createRequestHandler(context: RequestHandlerContext): RequestHandler {
  const { info, categories, asReceived } = context.dataset;
  const infoByOrigin = new Map<string, PreparedBody>();
  const descriptionByOrigin = new Map<string, PreparedBody>();
  const categoriesBody = originTemplate(
    (origin) => ({
      status: true,
      rows: categories.map((c, i) => categoryRow(c, origin, asReceived?.categories.has(i))),
    }),
    context.bodyCacheBytes,
  );
  const assets = new Map<string, PreparedBody>();
  for (const [path, asset] of context.dataset.assets) {
    assets.set(path, new PreparedBody(asset.body, asset.contentType, asset.etag, ASSET_HEADERS));
  }

  // Most requests repeat the previous Host header: remember its origin instead of re-checking it.
  let lastHost: string | undefined;
  let lastOrigin = '';
  function originOf(req: IncomingMessage): string {
    const host = req.headers.host;
    if (host !== lastHost || lastOrigin === '') {
      lastOrigin = originFromHost(req.headers) ?? context.fallbackOrigin();
      lastHost = host;
    }
    return lastOrigin;
  }

  function perOrigin(cache: Map<string, PreparedBody>, origin: string, make: () => unknown): PreparedBody {
    let body = cache.get(origin);
    if (!body) {
      if (cache.size >= MAX_ORIGINS) cache.clear();
      body = PreparedBody.json(make());
      cache.set(origin, body);
    }
    return body;
  }
  const infoFor = (origin: string) =>
    perOrigin(infoByOrigin, origin, () => infoBody(info, origin, asReceived?.info));
  // The OpenAPI description names the origin the client used as its server, like the bodies' URLs.
  // Readable without a token, so with tokens configured its example rows are made up.
  const descriptionFor = (origin: string) =>
    perOrigin(descriptionByOrigin, origin, () =>
      describeDataset(context.dataset, origin, { tokenRequired: context.tokens.length > 0 }),
    );

  const handle = function handle(req: IncomingMessage, res: ServerResponse): void {
    const target = req.url ?? '/';
    const q = target.indexOf('?');
    const path = q < 0 ? target : target.slice(0, q);
    const isRead = req.method === 'GET' || req.method === 'HEAD';

    if (path === V2_PATHS.categories || path === V2_PATHS.info) {
      if (!isRead) return sendFailure(res, 405, UNKNOWN_METHOD, { allow: ALLOWED_METHODS });
      if (path === V2_PATHS.categories) {
        const refusal = tokenRefusal(context.tokens, q < 0 ? '' : target.slice(q + 1));
        if (refusal) return sendFailure(res, 401, refusal);
        return sendOriginBody(req, res, categoriesBody, categoriesBody.forOrigin(originOf(req)));
      }
      return sendPrepared(req, res, infoFor(originOf(req)));
    }
    if (path.startsWith(API_PREFIX) || path === '/api/v2') return sendFailure(res, 404, UNKNOWN_METHOD);
    if (!isRead) return sendFailure(res, 405, 'Method not allowed', { allow: ALLOWED_METHODS });
    if (path === '/') return sendPrepared(req, res, ROOT_BODY);
    if (path === OPENAPI_PATH) return sendPrepared(req, res, descriptionFor(originOf(req)));
    if (path === PLACEHOLDER_PATH) return sendPrepared(req, res, placeholderBody);
    const asset = assets.get(decodeAssetPath(path) ?? '');
    if (asset) return sendPrepared(req, res, asset);
    sendFailure(res, 404, 'Not found');
  };
  return Object.assign(handle, { cachedBodyBytes: () => categoriesBody.cachedBytes() });
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

function sendOriginBody(
  req: IncomingMessage,
  res: ServerResponse,
  template: OriginTemplate,
  prepared: OriginBody,
): void {
  if (req.headers['if-none-match'] !== undefined && matchesEtag(req.headers, prepared.etag)) {
    return writeResponse(res, 304, prepared.notModifiedHeaders);
  }
  const head = req.method === 'HEAD';
  if (req.headers['accept-encoding'] !== undefined && acceptsGzip(req.headers)) {
    template.requestGzip(prepared);
    if (prepared.gzipped && prepared.gzipHeaders) {
      return writeResponse(res, 200, prepared.gzipHeaders, head ? undefined : prepared.gzipped);
    }
  }
  writeResponse(res, 200, prepared.headers, head ? undefined : prepared.body);
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
