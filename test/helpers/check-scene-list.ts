// One scene for each finding of every check (shared by the tests of the checks' words): each rule
// passing, warning and failing, each call failing each way the checks tell apart.
import { BASE, categoriesAnswer, infoAnswer, PNG, row, type Scene } from './check-scenes';

const INFO = '/api/v2/auth/info';
const CATEGORIES = '/api/v2/products/getcategorys';

/** A scene with what it is checked with. */
export interface SceneCase {
  readonly scene: Scene;
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
}

// Images of rows 1..n, each loading.
const images = (n: number, from = 1): Scene =>
  Object.fromEntries(Array.from({ length: n }, (_, k) => [`/img/c${k + from}.png`, PNG]));

const rows = (n: number, from = 1) => Array.from({ length: n }, (_, k) => row(k + from));

export const SCENES: Readonly<Record<string, SceneCase>> = {
  conforms: {
    scene: {
      [INFO]: infoAnswer(),
      '/img/logo.png': PNG,
      '/img/none.png': PNG,
      [CATEGORIES]: categoriesAnswer([
        row(1, `${BASE}/img/none.png`),
        row(2, `${BASE}/img/none.png`),
        row(3, `${BASE}/img/none.png`),
        ...rows(9, 4),
      ]),
      ...images(9, 4),
    },
  },
  'faulty values': {
    scene: {
      [INFO]: infoAnswer({
        default_currency: 'EURO',
        timezone: 'Mars/Base',
        decimals: '12',
        assets_url: `${BASE}/bilder/käse`,
      }),
      [CATEGORIES]: categoriesAnswer([
        row(1, `${BASE}/img/none.png`),
        { ...row(2, `${BASE}/img/none.png`), id: '1' },
        { ...row(3), id: '1' },
        row(4, `${BASE}/img/größe.png`),
        row(5),
        row(6),
        row(7),
      ]),
      '/img/c3.png': { status: 200, body: '<html></html>', type: 'text/html' },
      '/img/c5.png': { status: 200, body: 'x', type: '' },
      '/img/c6.png': { status: 500, body: 'oops', type: 'text/plain' },
      '/img/c7.png': { error: 'ENOTFOUND' },
    },
  },
  redirects: {
    scene: {
      [INFO]: infoAnswer(),
      '/img/logo.png': { redirect: '/img/logo2.png' },
      '/img/logo2.png': PNG,
      '/img/none.png': { redirect: '/img/none2.png' },
      '/img/none2.png': PNG,
      [CATEGORIES]: { redirect: '/shop/api/v2/products/getcategorys', status: 302 },
      '/shop/api/v2/products/getcategorys': categoriesAnswer([
        row(1, `${BASE}/img/none.png`),
        row(2, `${BASE}/img/none.png`),
        row(3),
      ]),
      '/img/c3.png': { redirect: '/img/c3b.png' },
      '/img/c3b.png': PNG,
    },
  },
  'one decimals field, one problem': {
    scene: {
      [INFO]: infoAnswer({ qty_decimals: undefined, logo: 'logo.png' }),
      [CATEGORIES]: categoriesAnswer([row(1)]),
      ...images(1),
    },
  },
  'an empty list': {
    scene: { [INFO]: infoAnswer({ logo: `${BASE}/missing.png` }), [CATEGORIES]: categoriesAnswer([]) },
  },
  'only the shared image': {
    scene: {
      [INFO]: infoAnswer({ decimals: undefined, qty_decimals: '11' }),
      '/img/logo.png': { status: 200, body: 'x', type: 'image/svg+xml' },
      [CATEGORIES]: categoriesAnswer([row(1, `${BASE}/img/none.png`), row(2, `${BASE}/img/none.png`)]),
      '/img/none.png': { status: 404, body: 'no', type: 'text/plain' },
    },
  },
  'no image addresses': {
    scene: {
      [INFO]: infoAnswer({ decimals: 2 }),
      '/img/logo.png': PNG,
      [CATEGORIES]: categoriesAnswer([row(1, 'none'), row(2, 'none')]),
    },
  },
  'many duplicates and addresses': {
    scene: {
      [INFO]: infoAnswer({ logo: `${BASE}/ünïcödé.png` }),
      '/%C3%BCn%C3%AFc%C3%B6d%C3%A9.png': PNG,
      [CATEGORIES]: categoriesAnswer(
        Array.from({ length: 30 }, (_, k) => ({ ...row(k + 1, `${BASE}/bild-${k}-ä.png`), id: '7' })),
      ),
    },
  },
  refused: { scene: { [INFO]: { error: 'ECONNREFUSED' } } },
  'status false': {
    scene: {
      [INFO]: { status: 401, body: JSON.stringify({ status: false, error: 'Invalid token' }) },
      [CATEGORIES]: { status: 200, body: JSON.stringify({ status: false, error: 'Database offline' }) },
    },
  },
  'not offered': {
    scene: {
      [INFO]: infoAnswer(),
      '/img/logo.png': PNG,
      [CATEGORIES]: { status: 200, body: JSON.stringify({ status: false, error: 'Unknown method' }) },
    },
  },
  'info not offered': {
    scene: {
      [INFO]: { status: 200, body: JSON.stringify({ status: false, error: 'Unknown method' }) },
      [CATEGORIES]: categoriesAnswer([]),
    },
  },
  tolerated: {
    scene: {
      [INFO]: {
        status: 200,
        body: `\uFEFF${(infoAnswer() as { body: string }).body}`,
        type: 'text/html',
      },
      '/img/logo.png': PNG,
      [CATEGORIES]: {
        status: 200,
        body: new Uint8Array([
          ...new TextEncoder().encode('{"status":true,"rows":[{"id":"1","code":"C1","name":"K'),
          0xe4,
          ...new TextEncoder().encode(`se","slug":null,"image":"${BASE}/img/c1.png"}]}`),
        ]),
        type: 'application/json; charset=iso-8859-1',
      },
      ...images(1),
    },
  },
  'a web page': {
    scene: {
      [INFO]: {
        status: 404,
        body: '<html><head><title>Seite nicht gefunden</title></head><body><h1>404</h1></body></html>',
        type: 'text/html',
      },
      [CATEGORIES]: { status: 503, body: 'Service Unavailable', type: 'text/plain' },
    },
  },
  'redirected elsewhere': {
    scene: { [INFO]: { redirect: 'https://login.example/sso', status: 302 } },
  },
  'a redirect loop': {
    scene: { [INFO]: { redirect: INFO, status: 302 } },
  },
  'plain http': { scene: {}, baseUrl: 'http://shop.example' },
  'no scheme': { scene: {}, baseUrl: 'shop.example' },
  'slow images': {
    scene: {
      [INFO]: infoAnswer(),
      '/img/logo.png': { hang: true },
      [CATEGORIES]: categoriesAnswer([row(1)]),
      '/img/c1.png': { status: 200, body: new Uint8Array(10_000_001), type: 'image/png' },
    },
    timeoutMs: 300,
  },
  'not JSON': {
    scene: {
      [INFO]: infoAnswer(),
      '/img/logo.png': PNG,
      [CATEGORIES]: { status: 200, body: 'rows: none', type: 'text/plain' },
    },
  },
};
