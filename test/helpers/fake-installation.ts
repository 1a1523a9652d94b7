// A stand-in installation of the API v2 on a node:http server (127.0.0.1, port 0): conforming
// answers by default, each operation replaceable by a route that misbehaves. Built on
// local-servers.ts, so closeAllServers() stops it and every socket it holds.
import type { IncomingMessage } from 'node:http';
import { startHttpServer, type LocalServer, type TlsFiles } from './local-servers';
import { SVG } from './temp-dataset';

/** What a route answers; `hang` answers nothing at all (the socket stays open until closed). */
export interface Reply {
  readonly status?: number;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
  readonly hang?: boolean;
}

/** Answers one request; `base` is the server's http://127.0.0.1:PORT. */
export type Route = (req: IncomingMessage, base: string) => Reply;

/** Which routes replace the conforming ones. */
export interface FakeInstallationRoutes {
  /** GET /api/v2/auth/info */
  readonly info?: Route;
  /** GET /api/v2/products/getcategorys */
  readonly categories?: Route;
  /** Anything under /img/ (the logo and category images). */
  readonly image?: Route;
}

export const INFO_PATH = '/api/v2/auth/info';
export const CATEGORIES_PATH = '/api/v2/products/getcategorys';

/** A JSON answer. */
export function json(value: unknown, status = 200): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(value),
  };
}

/** A JSON answer whose text is given as is (to control escaping byte for byte). */
export function jsonText(text: string, status = 200): Reply {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: text };
}

/** An HTML page. */
export function html(page: string, status = 200): Reply {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: page };
}

/** A system information record that conforms to the specification, images under `base`/img/. */
export function conformingInfo(base: string): Record<string, unknown> {
  return {
    status: true,
    code: '200',
    version: 'v2',
    id: '1',
    logo: `${base}/img/logo.svg`,
    assets_url: `${base}/img/`,
    company_name: 'Fake Shop Ltd',
    language: 'English',
    default_warehouse: '1',
    default_sales_account: '4000',
    default_currency: 'EUR',
    timezone: 'Europe/Berlin',
    decimals: '2',
    qty_decimals: '3',
    decimals_sep: '.',
    dateformat: '1',
  };
}

/** Category rows that conform: three with images of their own, two sharing a placeholder. */
export function conformingRows(base: string): Record<string, unknown>[] {
  return [
    { id: '1', code: 'BRD', name: 'Bread', slug: 'bread', image: `${base}/img/bread.svg` },
    { id: '2', code: 'CHS', name: 'Cheese', slug: null, image: `${base}/img/cheese.svg` },
    { id: '3', code: 'FRT', name: 'Fruit', slug: 'fruit', image: `${base}/img/fruit.svg` },
    { id: '4', code: 'VEG', name: 'Vegetables', slug: null, image: `${base}/img/placeholder.svg` },
    { id: '5', code: 'DRK', name: 'Drinks', slug: 'drinks', image: `${base}/img/placeholder.svg` },
  ];
}

const conforming: Required<FakeInstallationRoutes> = {
  info: (_req, base) => json(conformingInfo(base)),
  categories: (_req, base) => json({ status: true, rows: conformingRows(base) }),
  image: () => ({ status: 200, headers: { 'content-type': 'image/svg+xml' }, body: SVG }),
};

/**
 * Starts an installation answering with `routes`, conforming where a route is not given; HTTPS with
 * `tls`; on `port` (default 0: a free one).
 */
export function startFakeInstallation(
  routes: FakeInstallationRoutes = {},
  tls?: TlsFiles,
  port = 0,
): Promise<LocalServer> {
  const table = { ...conforming, ...routes };
  return startHttpServer(
    (req, res, server) => {
      const path = new URL(req.url ?? '/', server.url).pathname;
      const route =
        path === INFO_PATH
          ? table.info
          : path === CATEGORIES_PATH
            ? table.categories
            : path.startsWith('/img/')
              ? table.image
              : () => json({ status: false, error: 'Unknown method' }, 404);
      const reply = route(req, server.url);
      if (reply.hang) return;
      res.writeHead(reply.status ?? 200, reply.headers ?? {});
      res.end(reply.body ?? '');
    },
    tls,
    port,
  );
}
