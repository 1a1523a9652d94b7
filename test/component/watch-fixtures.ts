// What the fake inspector answers about Watch unless a test says otherwise: fleet rows with their
// last 24 hours, a connection's history over a range, watch events, and many saved connections for
// the tests of a large fleet (5,000).
import type { ProfileView } from '../../shared/profiles';
import {
  NO_CLASS,
  SPARK_BUCKETS,
  watchClassCode,
  type FleetRow,
  type WatchClass,
  type WatchEvent,
  type WatchEvery,
  type WatchHistory,
} from '../../shared/watch';

/** The time the fixtures' results are measured from: 25 Nov 2026, 12:00 UTC. */
export const NOW = Date.UTC(2026, 10, 25, 12);

const HOUR = 3_600_000;

/** A connection's board row: never checked and not watched unless `parts` say otherwise. */
export function fleetRow(profile: ProfileView, parts: Partial<FleetRow> = {}): FleetRow {
  return {
    profileId: profile.id,
    name: profile.name,
    baseUrl: profile.baseUrl,
    every: 'off',
    watchClass: null,
    lastAt: null,
    responseMs: null,
    categories: null,
    running: false,
    availability30: null,
    spark: spark([]),
    ...parts,
  };
}

/** 48 half-hour buckets ending at NOW: `classes` fill the last ones (null: no result). */
export function spark(classes: readonly (WatchClass | null)[], ms = 120): FleetRow['spark'] {
  const empty = SPARK_BUCKETS - classes.length;
  return {
    from: NOW - 24 * HOUR,
    to: NOW,
    cls: Array.from({ length: SPARK_BUCKETS }, (_, i) => {
      const c = i < empty ? null : classes[i - empty]!;
      return c === null ? NO_CLASS : watchClassCode(c);
    }),
    ms: Array.from({ length: SPARK_BUCKETS }, (_, i) =>
      i >= empty && classes[i - empty] === 'conforms' ? ms : null,
    ),
  };
}

/** A saved connection named `name` (id `id`), for fleets of many. */
export function savedProfile(id: string, name: string, baseUrl = `https://${id}.example.test`): ProfileView {
  return {
    id,
    name,
    baseUrl,
    timeoutMs: 10_000,
    insecure: false,
    tokenSet: true,
    tokenHint: '••••0000',
    tokenStorage: 'secure',
    demo: false,
  };
}

const CITIES = ['Köln', 'Berlin', 'München', 'Hamburg', 'Zürich', 'Wien', 'Graz', 'Leipzig'];
const CLASSES: readonly WatchClass[] = [
  'conforms',
  'conforms',
  'conforms',
  'violates',
  'unreachable',
  'refused',
];

/** `count` saved connections ("Shop 0001 Köln" …) and their rows, most conforming, some not. */
export function largeFleet(count: number): { profiles: ProfileView[]; rows: FleetRow[] } {
  const profiles: ProfileView[] = [];
  const rows: FleetRow[] = [];
  for (let i = 0; i < count; i++) {
    const n = String(i + 1).padStart(4, '0');
    const profile = savedProfile(`shop-${n}`, `Shop ${n} ${CITIES[i % CITIES.length]}`);
    const watchClass = CLASSES[i % CLASSES.length]!;
    const every: WatchEvery = i % 3 === 0 ? 5 : 'off';
    profiles.push(profile);
    rows.push(
      fleetRow(profile, {
        every,
        watchClass,
        lastAt: NOW - (i % 60) * 60_000,
        responseMs: watchClass === 'conforms' ? 80 + (i % 400) : null,
        categories: watchClass === 'conforms' ? 60 + (i % 40) : null,
        spark: spark(Array.from({ length: 48 }, (_, b) => (b % 7 === 0 ? 'timeout' : watchClass))),
      }),
    );
  }
  return { profiles, rows };
}

/** A watch event of `profile`: a transition to `to`, opening Diagnostics unless `open` says. */
export function watchEvent(profile: ProfileView, parts: Partial<WatchEvent> = {}): WatchEvent {
  return {
    id: `event-${profile.id}-${parts.at ?? NOW}`,
    profileId: profile.id,
    connectionName: profile.name,
    at: NOW,
    kind: 'transition',
    from: 'conforms',
    to: 'refused',
    changed: [],
    title: `${profile.name}: could not be checked (refused)`,
    body: 'The installation refused the call (HTTP 401).',
    open: { view: 'diagnostics', profileId: profile.id },
    ...parts,
  };
}

/** An hourly history of the last 24 hours: conforming, unreachable for two hours, a snapshot at 10:00. */
export function dayHistory(from: number, to: number, snapshotId: string): WatchHistory {
  const at: number[] = [];
  const cls: number[] = [];
  const ms: (number | null)[] = [];
  const categories: (number | null)[] = [];
  for (let t = from; t < to; t += HOUR) {
    const hour = Math.floor((t - from) / HOUR);
    const down = hour === 5 || hour === 6;
    at.push(t);
    cls.push(watchClassCode(down ? 'unreachable' : 'conforms'));
    ms.push(down ? null : 100 + hour);
    categories.push(down ? null : hour < 10 ? 67 : 64);
  }
  return {
    from,
    to,
    buckets: at.length,
    at,
    cls,
    msMin: ms,
    msMax: ms,
    categoriesMin: categories,
    categoriesMax: categories,
    points: [{ at: from + 10 * HOUR, snapshotId }],
    events: [],
    runs: at.length,
  };
}
