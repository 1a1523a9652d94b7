/**
 * The optional `asReceived` field of a dataset (docs/dataset-format.md, `asReceived`): the image
 * fields a capture kept exactly as an installation that breaks the specification sent them (a
 * relative path such as img/a.svg, a null), which the server then answers unchanged instead of
 * reading them as the dataset's own paths or a null as "no image: the placeholder". Listed values
 * that are no absolute URL break the specification, so such a dataset is served only with its
 * violations allowed.
 */
import { z } from 'zod';
import { ownValue } from './own-fields';
import { absoluteUrl, urlOrRelativePath } from './text-formats';

/** The `asReceived` object: info fields by name, category images by index. */
export const AsReceivedSchema = z.strictObject({
  info: z.array(z.enum(['logo', 'assets_url'])).optional(),
  categories: z.array(z.int().nonnegative()).optional(),
});
export type AsReceived = z.infer<typeof AsReceivedSchema>;

type AddIssue = (issue: { code: 'custom'; message: string; path: PropertyKey[]; input: unknown }) => void;

const MESSAGE = 'expected an absolute http(s) URL (kept as the installation sent it, listed in asReceived)';

/**
 * Adds an issue for each listed index naming no category and, with `strict` (the specification's
 * rules), for each listed value no field rule already refuses but the specification does (a relative
 * path, a null image). Never throws; a malformed dataset is looked at as it is.
 */
export function checkAsReceived(dataset: unknown, addIssue: AddIssue, strict: boolean): void {
  if (!isObject(dataset)) return;
  const listed = ownValue(dataset, 'asReceived');
  if (!isObject(listed)) return;
  const infoValue = ownValue(dataset, 'info');
  const info = isObject(infoValue) ? infoValue : {};
  const categories = ownValue(dataset, 'categories');
  const fields = ownValue(listed, 'info');
  for (const field of Array.isArray(fields) ? (fields as unknown[]) : []) {
    const value = ownValue(info, String(field));
    if (strict && refusedOnlyHere(value, false))
      addIssue({ code: 'custom', message: MESSAGE, path: ['info', String(field)], input: value });
  }
  const indexes = ownValue(listed, 'categories');
  const count = Array.isArray(categories) ? categories.length : 0;
  (Array.isArray(indexes) ? indexes : []).forEach((index: unknown, at) => {
    if (typeof index !== 'number') return;
    if (index >= count) {
      const message = `names category ${index}, but the dataset has ${count}`;
      addIssue({ code: 'custom', message, path: ['asReceived', 'categories', at], input: index });
      return;
    }
    const row: unknown = (categories as unknown[])[index];
    const value = isObject(row) ? ownValue(row, 'image') : undefined;
    if (strict && refusedOnlyHere(value, true))
      addIssue({
        code: 'custom',
        // The issue text says what was found only for text; a null is named here.
        message: value === null ? `${MESSAGE}, got null` : MESSAGE,
        path: ['categories', index, 'image'],
        input: value,
      });
  });
}

// What the dataset's own field rule lets pass (a relative path; null for an image) but the
// specification, which wants an absolute URL there, refuses.
function refusedOnlyHere(value: unknown, image: boolean): boolean {
  if (value === null) return image;
  return typeof value === 'string' && urlOrRelativePath.test(value) && !absoluteUrl.test(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Adds an issue for each `logo`, `assets_url` and category `image` that is text, not listed, and
 * refused by `servable` (worded by `message`); a listed one is answered as it is, never looked up.
 */
export function checkServedReferences(
  dataset: unknown,
  servable: (value: string) => boolean,
  message: (value: string) => string,
  addIssue: AddIssue,
): void {
  if (!isObject(dataset)) return;
  const listedValue = ownValue(dataset, 'asReceived');
  const listed = asReceivedFields(isObject(listedValue) ? (listedValue as AsReceived) : undefined);
  const check = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string' && !servable(value))
      addIssue({ code: 'custom', message: message(value), path, input: value });
  };
  const info = ownValue(dataset, 'info');
  for (const field of ['logo', 'assets_url'] as const) {
    if (isObject(info) && !listed.info.has(field)) check(ownValue(info, field), ['info', field]);
  }
  const categories = ownValue(dataset, 'categories');
  (Array.isArray(categories) ? (categories as unknown[]) : []).forEach((row, index) => {
    if (isObject(row) && !listed.categories.has(index))
      check(ownValue(row, 'image'), ['categories', index, 'image']);
  });
}

/** The listed fields as sets, as the server looks them up. */
export interface AsReceivedFields {
  readonly info: ReadonlySet<string>;
  readonly categories: ReadonlySet<number>;
}

/** The listed fields of `listed` as sets; empty when the dataset lists none. */
export function asReceivedFields(listed: AsReceived | undefined): AsReceivedFields {
  // Also read before the schema has passed (checkServedReferences): only arrays are taken.
  const list = <T>(value: readonly T[] | undefined): T[] => (Array.isArray(value) ? [...value] : []);
  return { info: new Set(list(listed?.info)), categories: new Set(list(listed?.categories)) };
}
