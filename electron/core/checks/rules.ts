/**
 * The checks that need more than the schema: values Intl must know, ids that must be unique, images
 * that must load. Each returns CheckOutcomes with evidence; image loading is passed in. They run on
 * whatever can be read, an answer that broke the schema included: a check whose field has the wrong
 * type is left out (the shape check names that field), every other check runs.
 */
import type { CheckOutcome } from '../../../shared/check-report';
import { moreProblemsLine } from '../../../shared/issue-path';
import { absoluteUrl } from '../../../shared/text-formats';
import type { ResourceCheck } from './fetch-resource';

type LoadImage = (url: string) => Promise<ResourceCheck>;

/** How many category images to try. */
export const IMAGE_SAMPLE = 5;

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** A record as read from an answer: the schema may have refused it, so every field is unknown. */
export type ReadRecord = Readonly<Record<string, unknown>>;

/** Checks of the system information record, each run when its fields are strings. */
export async function infoChecks(info: ReadRecord, loadImage: LoadImage): Promise<CheckOutcome[]> {
  const text = (field: string) => (typeof info[field] === 'string' ? (info[field] as string) : null);
  const out: CheckOutcome[] = [];
  const currency = text('default_currency');
  if (currency !== null)
    out.push(
      outcome(
        'info.currency',
        'The default currency is a currency code',
        KNOWN_CURRENCIES.has(currency),
        `${currency} is a known currency`,
        `default_currency: "${currency}" is not a currency code Intl knows`,
      ),
    );
  const zone = text('timezone');
  if (zone !== null)
    out.push(
      outcome(
        'info.timezone',
        'The time zone is a known region/city name',
        knownTimeZone(zone),
        `${zone} is a known time zone`,
        `timezone: "${zone}" is not a time zone Intl knows`,
      ),
    );
  const decimals = decimalsCheck(text('decimals'), text('qty_decimals'));
  if (decimals) out.push(decimals);
  const logo = text('logo');
  // An address that is no absolute URL is the shape check's finding; there is nothing to load.
  if (logo !== null && absoluteUrl.test(logo)) out.push(logoCheck(logo, await loadImage(logo)));
  return out;
}

// Either decimals field alone is checked when the other has the wrong type.
function decimalsCheck(decimals: string | null, qty: string | null): CheckOutcome | null {
  if (decimals === null && qty === null) return null;
  const plausible = (value: string | null) => value === null || Number(value) <= 10;
  const shown = [
    decimals !== null && `decimals "${decimals}"`,
    qty !== null && `qty_decimals "${qty}"`,
  ].filter(Boolean);
  return outcome(
    'info.decimals',
    'Decimals are plausible (0 to 10)',
    plausible(decimals) && plausible(qty),
    [decimals !== null && `decimals ${decimals}`, qty !== null && `quantity decimals ${qty}`]
      .filter(Boolean)
      .join(', '),
    `${shown.join(' / ')} ${shown.length > 1 ? 'are' : 'is'} implausibly large`,
    'warn',
  );
}

function logoCheck(url: string, logo: ResourceCheck): CheckOutcome {
  return !logo.ok
    ? warn('info.logo', 'The logo loads', `the logo ${logo.problem}`, [`logo: ${url}`])
    : logo.redirectedTo
      ? redirected(
          'info.logo',
          'The logo loads',
          `the logo loads only after a redirect to ${logo.redirectedTo}`,
          [`logo: ${url}`],
        )
      : pass('info.logo', 'The logo loads', `${url} loads (${logo.contentType}, ${logo.bytes} bytes)`);
}

/** Duplicate ids listed as evidence; the rest are counted. */
const LISTED_DUPLICATES = 20;

/**
 * Checks of the category rows, malformed ones included: ids are compared across every row whose id
 * is a string, and the images tried are those that are absolute URLs.
 */
export async function categoryChecks(
  rows: readonly unknown[],
  loadImage: LoadImage,
): Promise<CheckOutcome[]> {
  const out: CheckOutcome[] = [];
  if (rows.length === 0)
    out.push(warn('categories.count', 'There are categories', 'the installation has no categories', []));
  else out.push(pass('categories.count', 'There are categories', `${rows.length} categories`));
  out.push(uniqueIds(rows));

  const counts = new Map<string, number>();
  for (const row of rows) {
    const image = field(row, 'image');
    if (image !== null && absoluteUrl.test(image)) counts.set(image, (counts.get(image) ?? 0) + 1);
  }
  // Rows there are, but no image among them is an address: the shape check says so; nothing to load.
  if (counts.size === 0 && rows.length > 0) return out;
  let [shared, sharedCount] = ['', 0];
  for (const [url, count] of counts) if (count > sharedCount) [shared, sharedCount] = [url, count];
  if (sharedCount >= 2) {
    const loaded = await loadImage(shared);
    out.push(
      loaded.ok && loaded.redirectedTo
        ? redirected(
            'categories.placeholder',
            'The placeholder image loads',
            `${sharedCount} categories share ${shared}, which loads only after a redirect to ${loaded.redirectedTo}`,
            [shared],
          )
        : loaded.ok
          ? pass(
              'categories.placeholder',
              'The placeholder image loads',
              `${sharedCount} categories share ${shared}, which loads`,
            )
          : warn(
              'categories.placeholder',
              'The placeholder image loads',
              `${sharedCount} categories share an image that ${loaded.problem}`,
              [shared],
            ),
    );
  } else {
    out.push(
      pass('categories.placeholder', 'The placeholder image loads', 'every category has an image of its own'),
    );
  }

  const sample = sampleUrls(
    [...counts.keys()].filter((url) => url !== shared || sharedCount < 2),
    IMAGE_SAMPLE,
  );
  const results = await Promise.all(sample.map(async (url) => ({ url, result: await loadImage(url) })));
  const broken = results
    .filter((r) => !r.result.ok)
    .map((r) => `${r.url} ${(r.result as { problem: string }).problem}`);
  const moved = results.flatMap((r) =>
    r.result.ok && r.result.redirectedTo ? [`${r.url} -> ${r.result.redirectedTo}`] : [],
  );
  out.push(
    broken.length === 0 && moved.length > 0
      ? redirected(
          'categories.images',
          'Category images load',
          `${moved.length} of ${sample.length} images tried load only after a redirect`,
          moved,
        )
      : sample.length === 0
        ? pass(
            'categories.images',
            'Category images load',
            // "0 of 1 distinct images tried, all load" would claim a test that never ran.
            counts.size === 0
              ? 'no category, so no image to try'
              : 'no other image to try: every category shows the shared one',
          )
        : broken.length === 0
          ? pass(
              'categories.images',
              'Category images load',
              `${sample.length} of ${counts.size} distinct images tried, all load`,
            )
          : warn(
              'categories.images',
              'Category images load',
              `${broken.length} of ${sample.length} images tried do not load`,
              broken,
            ),
  );
  return out;
}

function uniqueIds(rows: readonly unknown[]): CheckOutcome {
  const seen = new Map<string, number>();
  const duplicates: string[] = [];
  let repeats = 0;
  for (let index = 0; index < rows.length; index++) {
    const id = field(rows[index], 'id');
    if (id === null) continue;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, index);
    else if (++repeats <= LISTED_DUPLICATES)
      duplicates.push(`rows[${index}].id: "${id}" repeats rows[${first}].id`);
  }
  if (repeats > LISTED_DUPLICATES) duplicates.push(moreProblemsLine(repeats - LISTED_DUPLICATES));
  return repeats === 0
    ? pass('categories.unique-ids', 'Category ids are unique', 'every id is unique')
    : fail(
        'categories.unique-ids',
        'Category ids are unique',
        repeats === 1 ? '1 row repeats an earlier id' : `${repeats} rows repeat an earlier id`,
        duplicates,
      );
}

// A string field of a row that may not be an object at all; null when it is not a string.
function field(row: unknown, name: string): string | null {
  if (typeof row !== 'object' || row === null) return null;
  const value = (row as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

// Spread over the list, so one broken folder of images is likelier to show up.
function sampleUrls(urls: readonly string[], count: number): string[] {
  if (urls.length <= count) return [...urls];
  return Array.from({ length: count }, (_, i) => urls[Math.floor((i * urls.length) / count)]!);
}

function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function outcome(
  id: string,
  title: string,
  ok: boolean,
  good: string,
  bad: string,
  severity: 'fail' | 'warn' = 'fail',
): CheckOutcome {
  return ok ? pass(id, title, good) : { id, title, status: severity, message: bad, details: [] };
}
function pass(id: string, title: string, message: string): CheckOutcome {
  return { id, title, status: 'pass', message, details: [] };
}
function warn(id: string, title: string, message: string, details: string[]): CheckOutcome {
  return { id, title, status: 'warn', message, details };
}
// An image found only by following a redirect: it loads, but not at the address the data gives.
function redirected(id: string, title: string, message: string, details: string[]): CheckOutcome {
  return { ...warn(id, title, message, details), tolerated: { leniency: 'redirect', strictFails: false } };
}
function fail(id: string, title: string, message: string, details: string[]): CheckOutcome {
  return { id, title, status: 'fail', message, details };
}
