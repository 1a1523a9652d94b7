/**
 * The checks that need more than the schema: values Intl must know, ids that must be unique, images
 * that must load. Each returns CheckOutcomes with evidence; image loading is passed in.
 */
import type { CheckOutcome } from '../../../shared/check-report';
import type { Category, SystemInfo } from '../../../shared/v2';
import type { ResourceCheck } from './fetch-resource';

type LoadImage = (url: string) => Promise<ResourceCheck>;

/** How many category images to try. */
export const IMAGE_SAMPLE = 5;

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Checks of the system information record. */
export async function infoChecks(info: SystemInfo, loadImage: LoadImage): Promise<CheckOutcome[]> {
  const logo = await loadImage(info.logo);
  return [
    outcome(
      'info.currency',
      'The default currency is a currency code',
      KNOWN_CURRENCIES.has(info.default_currency),
      `${info.default_currency} is a known currency`,
      `default_currency: "${info.default_currency}" is not a currency code Intl knows`,
    ),
    outcome(
      'info.timezone',
      'The time zone is a known region/city name',
      knownTimeZone(info.timezone),
      `${info.timezone} is a known time zone`,
      `timezone: "${info.timezone}" is not a time zone Intl knows`,
    ),
    outcome(
      'info.decimals',
      'Decimals are plausible (0 to 10)',
      Number(info.decimals) <= 10 && Number(info.qty_decimals) <= 10,
      `decimals ${info.decimals}, quantity decimals ${info.qty_decimals}`,
      `decimals "${info.decimals}" / qty_decimals "${info.qty_decimals}" are implausibly large`,
      'warn',
    ),
    !logo.ok
      ? warn('info.logo', 'The logo loads', `the logo ${logo.problem}`, [`logo: ${info.logo}`])
      : logo.redirectedTo
        ? redirected(
            'info.logo',
            'The logo loads',
            `the logo loads only after a redirect to ${logo.redirectedTo}`,
            [`logo: ${info.logo}`],
          )
        : pass(
            'info.logo',
            'The logo loads',
            `${info.logo} loads (${logo.contentType}, ${logo.bytes} bytes)`,
          ),
  ];
}

/** Checks of the category rows. */
export async function categoryChecks(
  rows: readonly Category[],
  loadImage: LoadImage,
): Promise<CheckOutcome[]> {
  const out: CheckOutcome[] = [];
  if (rows.length === 0)
    out.push(warn('categories.count', 'There are categories', 'the installation has no categories', []));
  else out.push(pass('categories.count', 'There are categories', `${rows.length} categories`));

  const seen = new Map<string, number>();
  const duplicates: string[] = [];
  rows.forEach((row, index) => {
    const first = seen.get(row.id);
    if (first === undefined) seen.set(row.id, index);
    else if (duplicates.length < 20)
      duplicates.push(`rows[${index}].id: "${row.id}" repeats rows[${first}].id`);
  });
  out.push(
    duplicates.length === 0
      ? pass('categories.unique-ids', 'Category ids are unique', 'every id is unique')
      : fail('categories.unique-ids', 'Category ids are unique', 'some ids repeat', duplicates),
  );

  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.image, (counts.get(row.image) ?? 0) + 1);
  const [shared, sharedCount] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
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
