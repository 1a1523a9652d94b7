/**
 * The rows of a large categories load that did not go with its first page, kept in main until the
 * renderer asks for them (getCategoriesRest). Bounded: the newest few loads only, each for a while;
 * a rest asked for twice, too late, or after newer loads pushed it out is gone, and the renderer
 * says so and offers Retry.
 */
import { randomUUID } from 'node:crypto';

/** Loads whose rest is kept at once: the active connection's, plus one being replaced. */
const KEEP = 2;
/** How long a rest is kept, in ms: the renderer asks for it at once, so this is generous. */
const KEEP_MS = 120_000;

/** Creates an empty store; `now` is injectable for tests. */
export function createCategoryRests(now: () => number = Date.now) {
  const rests = new Map<string, { readonly json: string; readonly until: number }>();
  return {
    /** Keeps `json` (a JSON array text); returns the id to take it by. */
    put(json: string): string {
      const id = randomUUID();
      rests.set(id, { json, until: now() + KEEP_MS });
      // Maps iterate in insertion order: the first keys are the oldest.
      for (const old of [...rests.keys()].slice(0, Math.max(0, rests.size - KEEP))) rests.delete(old);
      return id;
    },
    /** The rest kept under `id`, once; null when there is none (any more). */
    take(id: string): string | null {
      const rest = rests.get(id);
      rests.delete(id);
      return rest && rest.until >= now() ? rest.json : null;
    },
  };
}

/** The store's type. */
export type CategoryRests = ReturnType<typeof createCategoryRests>;
