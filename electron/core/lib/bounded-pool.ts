/**
 * Runs asynchronous tasks over a list with a bound on how many run at once (image downloads must not
 * open hundreds of connections to one installation).
 */

/** Runs `task` on every item, at most `limit` at a time; results keep the items' order; rejects if a task rejects. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  const workers = Math.max(1, Math.min(limit, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}
