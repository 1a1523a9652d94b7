/**
 * A budget of synchronous work per turn of the event loop: pieces of work are queued and run one
 * after another in a turn of their own (setImmediate) until `budgetMs` have gone on them, the rest
 * in the next turns, after the loop has handled its I/O and timers in between. So reads done
 * synchronously for speed (the fleet board's thousands of small history reads) hold main up for a
 * few milliseconds at a time however slow the disk is, instead of for a fixed number of reads.
 */

/** Runs `work` (synchronous) in a turn with budget left; resolves with what it returned, rejects with what it threw. */
export type InTurn = <T>(work: () => T) => Promise<T>;

/** Runs work at once, with no budget (a caller that reads one connection, not thousands). */
export const AT_ONCE: InTurn = async (work) => work();

/** A budget of `budgetMs` per turn; `clock` in ms (performance.now). */
export function createTurnBudget(budgetMs: number, clock: () => number = () => performance.now()): InTurn {
  const queue: (() => void)[] = [];
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(drain);
  };
  function drain(): void {
    scheduled = false;
    const start = clock();
    // At least one piece a turn, however long it takes.
    do queue.shift()!();
    while (queue.length > 0 && clock() - start < budgetMs);
    if (queue.length > 0) schedule();
  }
  return (work) =>
    new Promise((resolve, reject) => {
      queue.push(() => {
        try {
          resolve(work());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      schedule();
    });
}
