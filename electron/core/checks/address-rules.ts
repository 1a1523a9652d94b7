/**
 * Addresses with characters outside ASCII (`https://shop.example/bilder/käse.png`): URLs as the
 * WHATWG URL Standard and browsers read them, so they pass the shape check, but RFC 3986 §2 writes
 * a URI in ASCII with every other character percent-encoded as UTF-8, and a strict client or an
 * OpenAPI validator (`format: uri`) refuses them. One warning per operation, only when some address
 * has such characters, with the first few as evidence. Pure; never throws.
 */
import { hasNonAsciiCharacters } from '../../../shared/absolute-url';
import { absoluteUrl } from '../../../shared/text-formats';
import { wordsOf } from '../../../shared/words';
import { warn, type DetailLine, type ReadRecord, type WordedCheck } from './outcomes';

const LISTED = 5;

/** The warning for the info record's logo and assets_url, or none. */
export function infoAddressChecks(info: ReadRecord): WordedCheck[] {
  const found = (['logo', 'assets_url'] as const).flatMap((name) => {
    const value = info[name];
    return typeof value === 'string' && nonAsciiUrl(value) ? [`${name}: ${value}`] : [];
  });
  return found.length === 0 ? [] : [warning('info.addresses-ascii', found, found.length)];
}

/** The warning for the categories' image addresses, or none. */
export function categoryAddressChecks(rows: readonly unknown[]): WordedCheck[] {
  const found: DetailLine[] = [];
  let count = 0;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    const image = typeof row === 'object' && row !== null ? (row as ReadRecord).image : undefined;
    if (typeof image !== 'string' || !nonAsciiUrl(image)) continue;
    if (++count <= LISTED) found.push(`rows[${index}].image: ${image}`);
  }
  if (count > LISTED) found.push(wordsOf('check.moreProblems', { count: String(count - LISTED) }));
  return count === 0 ? [] : [warning('categories.addresses-ascii', found, count)];
}

// Only addresses the shape check accepts: a malformed one is that check's finding.
function nonAsciiUrl(value: string): boolean {
  return hasNonAsciiCharacters(value) && absoluteUrl.test(value);
}

function warning(id: string, evidence: DetailLine[], count: number): WordedCheck {
  return warn(id, wordsOf('check.ascii.title'), wordsOf('check.ascii.found', { count }), evidence);
}
