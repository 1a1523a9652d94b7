// Search that forgives case and accents: "brotchen" finds "Brötchen", "PATE" finds "Pâté".
import { receivedText } from '../../../shared/received-text';
import type { ReceivedCategory } from '../../../shared/received-categories';

/** `text` folded for matching: lower case, accents removed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The text a category is found by: its name, code and slug, folded once when the rows arrive. */
export function searchKey(category: ReceivedCategory): string {
  // receivedText: a row as received may hold a number (found as its digits), null or nothing.
  return foldText(
    `${receivedText(category.name)}\n${receivedText(category.code)}\n${receivedText(category.slug)}`,
  );
}
