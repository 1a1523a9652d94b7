/**
 * A count with its noun, as terminal lines and reports write it: "1 problem", "0 warnings",
 * "6,500,000 problems" (digits grouped by thousands, the same on every machine). Pure.
 */

/** `count` and `noun`, the noun plural unless the count is 1 (`plural` when not noun + "s"). */
export function countText(count: number, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : plural}`;
}
