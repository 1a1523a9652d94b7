/**
 * A category row as a diff lists it when it was added or removed: its `image` as its side shows an
 * image (a capture's installation's own address, never the file the capture renamed it to, which
 * means nothing to the reader). Pure; never throws.
 */
import { ownValue } from '../own-fields';
import type { AddressKey, CategoryRow } from './diff-types';

/** `row` with its image as `key` shows it; `row` itself when there is no key or it shows the same. */
export function shownRow(row: CategoryRow, key: AddressKey | undefined): CategoryRow {
  if (!key || !Object.hasOwn(row, 'image') || key.shown === ownValue(row, 'image')) return row;
  return { ...row, image: key.shown };
}
