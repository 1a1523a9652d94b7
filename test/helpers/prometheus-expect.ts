// Reading a running Prometheus in tests: values per label, a poll until a value is as expected (the
// last value read in the failure), the firing alerts, and alerts that must stay as they are.
import { expect } from 'vitest';
import type { RunningPrometheus } from './prometheus-server';

/** `expr`'s value per installation (`instance`), or per `label`. */
export async function valuesBy(prometheus: RunningPrometheus, expr: string, label = 'instance') {
  const samples = await prometheus.query(expr);
  return Object.fromEntries(samples.map((s) => [s.metric[label] ?? '', s.value]).sort());
}

/** Polls `read` until it equals `expected`; fails with the last value read after `ms`. */
export async function eventually<T>(
  read: () => Promise<T>,
  expected: T,
  what: string,
  ms = 45_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read().catch(() => last);
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(last, `${what} within ${ms} ms`).toEqual(expected);
}

/** Waits until exactly `expected` alerts fire, then checks they still do a few evaluations later. */
export async function settledAlerts(
  prometheus: RunningPrometheus,
  expected: string[],
  what: string,
): Promise<void> {
  await eventually(() => firing(prometheus), expected, what);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await firing(prometheus), `${what}, three evaluations later`).toEqual(expected);
}

/** The firing alerts as "alertname instance", sorted. */
export async function firing(prometheus: RunningPrometheus): Promise<string[]> {
  const alerts = await prometheus.alerts();
  return alerts
    .filter((a) => a.state === 'firing')
    .map((a) => `${a.labels.alertname} ${a.labels.instance}`)
    .sort();
}

/** Each installation's class: the `class` of its outcome series whose value is 1. */
export async function classes(prometheus: RunningPrometheus) {
  const samples = await prometheus.query('retail_inspector_outcome == 1');
  return Object.fromEntries(samples.map((s) => [s.metric.instance!, s.metric.class!]).sort());
}
