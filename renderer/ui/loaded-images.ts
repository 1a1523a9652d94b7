// The image URLs that have loaded in this session, so an image seen before (scrolling back, erasing a
// search) shows at once: no shimmer for a frame, and no second render when its load event comes. That
// second render, for every card a keystroke refills, was a measurable part of typing's cost.

/** Enough for every image of a large installation's categories; the oldest are forgotten first. */
const KEEP = 5_000;

// A Set iterates in insertion order, so its first entry is the one seen longest ago.
const loaded = new Set<string>();

export function hasLoaded(url: string): boolean {
  return loaded.has(url);
}

export function rememberLoaded(url: string): void {
  loaded.delete(url);
  loaded.add(url);
  if (loaded.size > KEEP) loaded.delete(loaded.values().next().value!);
}

/** For tests: a fresh session. */
export function forgetLoadedImages(): void {
  loaded.clear();
}
