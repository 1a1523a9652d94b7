// Installations the checks run against without a network: a fetch that answers by path (the two
// operations, images), and a clock that stands still so every timing reads 0 ms. Each scene makes
// one kind of finding of every rule (a warning, a failure, a pass), so a test can read the words a
// check gives for each.
import { checkInstallation, type CheckRun } from '../../electron/core/checks/run-checks';
import type { FetchLike } from '../../electron/core/client/call-types';
import { createV2Client } from '../../electron/core/client/v2-client';

/**
 * What answers at a path: a status, a body and headers; a redirect (followed by the image checks'
 * fetch, as a browser's is); a network error of a Node code; or no answer at all (until aborted).
 */
export type SceneAnswer =
  | {
      readonly status: number;
      readonly body: string | Uint8Array;
      readonly type?: string;
      readonly headers?: Readonly<Record<string, string>>;
    }
  | { readonly redirect: string; readonly status?: number }
  | { readonly error: string }
  | { readonly hang: true };

/** A scene: the answers by path (the query left out). */
export type Scene = Readonly<Record<string, SceneAnswer>>;

export const BASE = 'https://shop.example';

const INFO_RECORD = {
  status: true,
  code: '1001',
  version: '2.4.1',
  id: '1',
  logo: `${BASE}/img/logo.png`,
  assets_url: `${BASE}/assets`,
  company_name: 'Testladen',
  language: 'de',
  default_warehouse: '1',
  default_sales_account: '8400',
  default_currency: 'EUR',
  timezone: 'Europe/Berlin',
  decimals: '2',
  qty_decimals: '3',
  decimals_sep: ',',
  dateformat: '1',
};

/** The info answer with `fields` changed. */
export const infoAnswer = (fields: Record<string, unknown> = {}): SceneAnswer => ({
  status: 200,
  body: JSON.stringify({ ...INFO_RECORD, ...fields }),
});

/** A category row with `image`. */
export const row = (id: number | string, image = `${BASE}/img/c${id}.png`) => ({
  id: String(id),
  code: `C${id}`,
  name: `Warengruppe ${id}`,
  slug: null,
  image,
});

/** The categories answer of `rows`. */
export const categoriesAnswer = (rows: readonly unknown[]): SceneAnswer => ({
  status: 200,
  body: JSON.stringify({ status: true, rows }),
});

/** An image that loads. */
export const PNG: SceneAnswer = { status: 200, body: new Uint8Array([137, 80, 78, 71]), type: 'image/png' };

/** The fetch of `scene`: each URL's path (and the query left out) looked up. */
export function sceneFetch(scene: Scene): FetchLike {
  const fetch: FetchLike = async (url, init) => {
    const { pathname } = new URL(url);
    const answer = scene[pathname] ?? { status: 404, body: 'Not Found', type: 'text/plain' };
    if ('hang' in answer)
      return new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    if ('error' in answer)
      throw Object.assign(new TypeError('fetch failed'), {
        cause: Object.assign(new Error(`connect ${answer.error}`), { code: answer.error }),
      });
    if ('redirect' in answer) {
      const target = new URL(answer.redirect, url).href;
      if (init.redirect !== 'follow')
        return new Response(null, { status: answer.status ?? 301, headers: { location: target } });
      const found = await fetch(target, init);
      Object.defineProperty(found, 'redirected', { value: true });
      Object.defineProperty(found, 'url', { value: target });
      return found;
    }
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.type ?? 'application/json', ...answer.headers },
    });
  };
  return fetch;
}

/** The checks of `scene`, the clock standing still. */
export async function checkScene(scene: Scene, baseUrl = BASE, timeoutMs = 5_000): Promise<CheckRun> {
  const fetch = sceneFetch(scene);
  const client = createV2Client({ fetch, now: () => 0 });
  return checkInstallation(
    { client, fetch, now: () => new Date('2026-03-14T09:00:00.000Z') },
    { baseUrl, token: 'tok-scene-0000000000' },
    timeoutMs,
  );
}
