// axe-core in a page of the app, for the accessibility end-to-end test. The page's CSP forbids inline
// scripts, so page.addScriptTag (which inlines the file) is blocked; the axe source is evaluated
// through the DevTools protocol instead (page.evaluate of the text), which the CSP does not govern,
// so the app's own policy stays in force and no bypassCSP is needed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail a view. */
export const AXE_IMPACTS_THAT_FAIL: readonly string[] = ['serious', 'critical'];

/** One violation as the test reports it. */
export interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly { target: string; html: string; summary: string }[];
}

/** What the test reads of window.axe (this file type-checks without DOM types). */
interface PageWithAxe {
  readonly axe?: {
    run(options: object): Promise<{
      violations: {
        id: string;
        impact?: string | null;
        help: string;
        helpUrl: string;
        nodes: { target: unknown[]; html: string; failureSummary?: string }[];
      }[];
    }>;
  };
}

/** What the test reads of the page's animations (this file type-checks without DOM types). */
interface PageAnimations {
  readonly document: {
    getAnimations(): {
      readonly finished: Promise<unknown>;
      readonly effect: { getComputedTiming(): { endTime?: number | string } } | null;
    }[];
  };
}

/**
 * Waits for the animations and transitions that end (a sheet sliding in, a fade) to end: colours
 * measured halfway through a fade are not the ones a reader sees. Endless ones (spinners, image
 * skeletons) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const animations = (globalThis as unknown as PageAnimations).document.getAnimations();
    const ending = animations.filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Puts axe into the page unless it is there already. */
export async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (globalThis as unknown as PageWithAxe).axe === 'object');
  if (!present) await page.evaluate(AXE_SOURCE);
}

/** Runs axe over the whole document and returns its violations. */
export async function runAxe(page: Page): Promise<Violation[]> {
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as PageWithAxe).axe;
    if (!axe) throw new Error('axe-core is not in the page');
    const results = await axe.run({ resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(' '),
        html: n.html,
        summary: n.failureSummary ?? '',
      })),
    }));
  });
}

/** The violations as a readable failure message. */
export function describeViolations(where: string, violations: readonly Violation[]): string {
  const lines = violations.flatMap((v) => [
    `${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}`,
    ...v.nodes.map(
      (n) => `    at ${n.target}\n      ${n.html}\n      ${n.summary.replace(/\n/g, '\n      ')}`,
    ),
  ]);
  return `axe found ${violations.length} serious or critical violation(s) in ${where}:\n${lines.join('\n')}`;
}
