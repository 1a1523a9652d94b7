// Where the keyboard focus is, asked of an element the test found the way a user would (by role or
// label), rather than by its id.
import type { Locator } from 'playwright-core';

/** Whether `element` has the keyboard focus. */
export function isFocused(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node === node.ownerDocument.activeElement);
}
