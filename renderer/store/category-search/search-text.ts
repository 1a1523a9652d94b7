// Search that forgives case and accents: "brotchen" finds "Brötchen", "PATE" finds "Pâté".
import type { Category } from '../../../shared/v2';

/** `text` folded for matching: lower case, accents removed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The text a category is found by: its name, code and slug, folded once when the rows arrive. */
export function searchKey(category: Category): string {
  return foldText(`${category.name}\n${category.code}\n${category.slug ?? ''}`);
}
