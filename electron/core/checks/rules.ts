/**
 * The checks that need more than the schema: values Intl must know, ids that must be unique, images
 * that must load. Each returns CheckOutcomes with evidence; image loading is passed in. They run on
 * whatever can be read, an answer that broke the schema included: a check whose field has the wrong
 * type is left out (the shape check names that field), every other check runs.
 */
import { absoluteUrl } from '../../../shared/text-formats';
import { wordsOf } from '../../../shared/words';
import { categoryAddressChecks } from './address-rules';
import { problemWords } from './fetch-resource';
import { fail, pass, redirected, warn, type DetailLine, type LoadImage, type WordedCheck } from './outcomes';

export { infoChecks } from './info-rules';
export type { ReadRecord } from './outcomes';

/** How many category images to try. */
export const IMAGE_SAMPLE = 5;

/** Duplicate ids listed as evidence; the rest are counted. */
const LISTED_DUPLICATES = 20;

/**
 * The images the rows name, as the image checks try them: the address most rows share (a placeholder,
 * when two or more share one), a sample of the others spread over the list, and how many distinct
 * addresses there are. Plain values: a probe's memo keeps it in place of the rows.
 */
export interface ImagePlan {
  readonly shared: string;
  readonly sharedCount: number;
  readonly sample: readonly string[];
  readonly distinct: number;
}

/**
 * The checks of the category rows that read the rows alone, malformed ones included (ids are
 * compared across every row whose id is a string or a number), and the images to try: those that
 * are absolute URLs (null: rows there are, but no image among them is an address; the shape check
 * says so and nothing is loaded). categoryImageChecks loads them.
 */
export function categoryRowChecks(rows: readonly unknown[]): {
  readonly outcomes: WordedCheck[];
  readonly images: ImagePlan | null;
} {
  const outcomes: WordedCheck[] = [];
  // An empty list is no fault (the specification sets no minimum): said, not warned about.
  outcomes.push(
    pass(
      'categories.count',
      wordsOf('check.count.title'),
      rows.length === 0
        ? wordsOf('check.count.empty')
        : wordsOf('check.count.listed', { count: rows.length }),
    ),
  );
  outcomes.push(uniqueIds(rows));
  outcomes.push(...categoryAddressChecks(rows));

  // Counted first and tested once per distinct address: most shops repeat a placeholder.
  const seen = new Map<string, number>();
  for (const row of rows) {
    const image = field(row, 'image');
    if (image !== null) seen.set(image, (seen.get(image) ?? 0) + 1);
  }
  const counts = new Map<string, number>();
  for (const [image, count] of seen) if (absoluteUrl.test(image)) counts.set(image, count);
  if (counts.size === 0 && rows.length > 0) return { outcomes, images: null };
  let [shared, sharedCount] = ['', 0];
  for (const [url, count] of counts) if (count > sharedCount) [shared, sharedCount] = [url, count];
  if (sharedCount < 2) [shared, sharedCount] = ['', 0];
  const others = [...counts.keys()].filter((url) => url !== shared);
  return {
    outcomes,
    images: { shared, sharedCount, sample: sampleUrls(others, IMAGE_SAMPLE), distinct: counts.size },
  };
}

/** The image checks of the categories: the shared image, then the sample. */
export async function categoryImageChecks(plan: ImagePlan, loadImage: LoadImage): Promise<WordedCheck[]> {
  return [
    await placeholderCheck(plan.shared, plan.sharedCount, loadImage),
    await imagesCheck(plan.sample, plan.distinct, loadImage),
  ];
}

// The image most categories share (a placeholder, usually), when two or more share one.
async function placeholderCheck(shared: string, count: number, loadImage: LoadImage): Promise<WordedCheck> {
  const [id, title] = ['categories.placeholder', wordsOf('check.placeholder.title')] as const;
  if (count < 2) return pass(id, title, wordsOf('check.placeholder.none'));
  const loaded = await loadImage(shared);
  if (loaded.ok && loaded.redirectedTo)
    return redirected(
      id,
      title,
      wordsOf('check.placeholder.redirected', { count, url: shared, target: loaded.redirectedTo }),
      [shared],
    );
  return loaded.ok
    ? pass(id, title, wordsOf('check.placeholder.loads', { count, url: shared }))
    : warn(id, title, wordsOf('check.placeholder.broken', { count, problem: problemWords(loaded) }), [
        shared,
      ]);
}

// A sample of the other images, of `distinct` addresses in all.
async function imagesCheck(
  sample: readonly string[],
  distinct: number,
  loadImage: LoadImage,
): Promise<WordedCheck> {
  const [id, title] = ['categories.images', wordsOf('check.images.title')] as const;
  const results = await Promise.all(sample.map(async (url) => ({ url, result: await loadImage(url) })));
  const broken = results.flatMap(({ url, result }) =>
    result.ok ? [] : [wordsOf('check.image.broken', { url, problem: problemWords(result) })],
  );
  const moved = results.flatMap((r) =>
    r.result.ok && r.result.redirectedTo ? [`${r.url} -> ${r.result.redirectedTo}`] : [],
  );
  const tried = sample.length;
  if (broken.length === 0 && moved.length > 0)
    return redirected(id, title, wordsOf('check.images.redirected', { moved: moved.length, tried }), moved);
  // "0 of 1 distinct images tried, all load" would claim a test that never ran.
  if (tried === 0)
    return pass(
      id,
      title,
      distinct === 0 ? wordsOf('check.images.noCategory') : wordsOf('check.images.onlyShared'),
    );
  return broken.length === 0
    ? pass(id, title, wordsOf('check.images.load', { tried, distinct }))
    : warn(id, title, wordsOf('check.images.broken', { broken: broken.length, tried }), broken);
}

function uniqueIds(rows: readonly unknown[]): WordedCheck {
  const seen = new Map<string, number>();
  const duplicates: DetailLine[] = [];
  let repeats = 0;
  for (let index = 0; index < rows.length; index++) {
    // A number where the specification wants numeric text is the shape check's finding; as an id it
    // still repeats another (1 and "1" name one category).
    const id = idOf(rows[index]);
    if (id === null) continue;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, index);
    else if (++repeats <= LISTED_DUPLICATES)
      duplicates.push(wordsOf('check.ids.repeats', { row: String(index), id, first: String(first) }));
  }
  if (repeats > LISTED_DUPLICATES)
    duplicates.push(wordsOf('check.moreProblems', { count: String(repeats - LISTED_DUPLICATES) }));
  const title = wordsOf('check.ids.title');
  return repeats === 0
    ? pass('categories.unique-ids', title, wordsOf('check.ids.unique'))
    : fail('categories.unique-ids', title, wordsOf('check.ids.repeated', { count: repeats }), duplicates);
}

// A row's id as text when it is a string or a number; null otherwise (or when the row is no object).
function idOf(row: unknown): string | null {
  if (typeof row !== 'object' || row === null) return null;
  const value = (row as Record<string, unknown>).id;
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    ? String(value)
    : null;
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
