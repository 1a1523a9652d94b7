// The budget of synchronous work per turn of the event loop (electron/core/lib/turn-budget.ts): pieces
// run in the order given, never in the caller's own turn, a few milliseconds' worth a turn with the
// loop's timers and I/O handled in between, and a piece that throws rejects its own promise only.
import { describe, expect, it } from 'vitest';
import { createTurnBudget } from '../../electron/core/lib/turn-budget';

describe('a turn budget', () => {
  it('runs the pieces in order, a budget’s worth a turn, letting timers run between turns', async () => {
    // Each piece takes 2 ms: with 3 ms a turn, two pieces a turn.
    const inTurn = createTurnBudget(3);
    const ran: string[] = [];
    const piece = (name: string) => () => {
      const until = performance.now() + 2;
      while (performance.now() < until);
      ran.push(name);
      return name;
    };
    const timer = new Promise<void>((resolve) => setTimeout(() => resolve(void ran.push('timer')), 0));
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const results = Promise.all(names.map((name) => inTurn(piece(name))));
    expect(ran).toEqual([]);
    expect(await results).toEqual(names);
    await timer;
    // The timer, due during the first turn, ran before the later pieces.
    expect(ran.indexOf('timer')).toBeGreaterThan(0);
    expect(ran.indexOf('timer')).toBeLessThanOrEqual(4);
    expect(ran.filter((name) => name !== 'timer')).toEqual(names);
  });

  it('rejects only the piece that throws', async () => {
    const inTurn = createTurnBudget(5);
    const failing = inTurn(() => {
      throw new Error('the disk');
    });
    const fine = inTurn(() => 42);
    await expect(failing).rejects.toThrow('the disk');
    await expect(fine).resolves.toBe(42);
  });
});
