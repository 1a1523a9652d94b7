// Five categories as an installation that breaks the specification's value rules sends them: two
// conform, three each break one rule (a relative image path, a numeric id, a missing slug). Used by
// the tests of rows shown, marked and exported as received (issue: every row that can be read).
import { json, startFakeInstallation } from './fake-installation';

/** The rows, their images under `base` (the fake installation serves /img/). */
export function faultyCategoryRows(base: string): Record<string, unknown>[] {
  return [
    { id: '21', code: 'BROT', name: 'Brot', slug: 'brot', image: `${base}/img/brot.svg` },
    { id: '22', code: 'KAES', name: 'Käse', slug: 'kaese', image: 'img/kaese.svg' },
    { id: 23, code: 'MILCH', name: 'Milch', slug: 'milch', image: `${base}/img/milch.svg` },
    { id: '24', code: 'OBST', name: 'Obst', image: `${base}/img/obst.svg` },
    { id: '25', code: 'WEIN', name: 'Wein', slug: null, image: `${base}/img/wein.svg` },
  ];
}

/** How many of faultyCategoryRows break the specification. */
export const FAULTY_ROW_COUNT = 3;

/**
 * A real HTTP stand-in installation on 127.0.0.1 answering faultyCategoryRows (conforming info);
 * with `token`, the categories need it. Stopped by closeAllServers().
 */
export async function startFaultyInstallation(token?: string) {
  return startFakeInstallation({
    categories: (req, base) => {
      const given = new URL(req.url ?? '/', 'http://x').searchParams.get('et_auth_token');
      if (token !== undefined && given !== token) return json({ status: false, error: 'Invalid token' });
      return json({ status: true, rows: faultyCategoryRows(base) });
    },
  });
}
