/**
 * Watch (issue 20) as every part agrees on it: the class of one watch run, its storage code, the
 * watch setting of a connection, one run's result, a confirmed event, the fleet board's rows and a
 * connection's history as they cross the process boundary. Plain data, token-free by construction.
 */
import { z } from 'zod';
import type { ServedCertificate } from './call-result';
import type { IncidentSettings } from './incidents';
import type { MaintenanceWindow } from './maintenance';
import type { SharedWords } from './messages/en';
import { CAUSE_TEXT, type Cause, type Outcome } from './outcome';

/** The verdict class of one watch run: the outcome, or for not-checked its cause. */
export type WatchClass = 'conforms' | 'violates' | Cause;

/** Every class in the order of its storage code (index = code), stable forever: a new class is appended. */
export const WATCH_CLASSES = [
  'conforms',
  'violates',
  'refused',
  'wrong-address',
  'gateway-error',
  'unreachable',
  'tls',
  'timeout',
  'usage',
  'no-token',
  'not-offered',
] as const satisfies readonly WatchClass[];

/** The storage code of "no result" (an empty bucket of a history or a sparkline). */
export const NO_CLASS = 255;

/** The storage code of `watchClass` (0 conforms … 8 usage, 9 no-token, 10 not-offered). */
export function watchClassCode(watchClass: WatchClass): number {
  return WATCH_CLASSES.indexOf(watchClass);
}

/** The class stored as `code`, or null for NO_CLASS and any code not (yet) known. */
export function watchClassOfCode(code: number): WatchClass | null {
  return WATCH_CLASSES[code] ?? null;
}

/** The class of a verdict (`check`'s outcome and cause). */
export function watchClassOf(verdict: {
  readonly outcome: 'conforms' | 'violates' | 'not-checked';
  readonly cause: Cause | null;
}): WatchClass {
  if (verdict.outcome !== 'not-checked') return verdict.outcome;
  return verdict.cause ?? 'usage';
}

/**
 * A class in the words of `check --json`: its outcome, and for a class of not being checked its
 * cause (null otherwise). The one mapping every watch output (JSON lines, webhook bodies, the
 * on-change command) writes `outcome` and `cause` with. Total: watchClassOf's inverse.
 */
export function verdictOfClass(watchClass: WatchClass): {
  readonly outcome: Outcome;
  readonly cause: Cause | null;
} {
  if (watchClass === 'conforms' || watchClass === 'violates') return { outcome: watchClass, cause: null };
  return { outcome: 'not-checked', cause: watchClass };
}

/**
 * How bad a class is, for "the worst in a bucket": a violation (red) over any cause of not being
 * checked (neutral), over conforms; among the causes, the higher code.
 */
export function watchSeverity(code: number): number {
  if (code === NO_CLASS || code >= WATCH_CLASSES.length) return -1;
  if (code === 0) return 0;
  if (code === 1) return 100;
  return 10 + code;
}

/** The class in words, completing "<connection>: …": "conforms", "could not be checked (refused)". */
export function watchClassText(watchClass: WatchClass): string {
  if (watchClass === 'conforms') return 'conforms';
  if (watchClass === 'violates') return 'violates the specification';
  return `could not be checked (${watchClass})`;
}

/** The class in a sentence: "could not be checked: the installation refused the call". */
export function watchClassSentence(watchClass: WatchClass): string {
  if (watchClass === 'conforms' || watchClass === 'violates') return watchClassText(watchClass);
  return `could not be checked: ${CAUSE_TEXT[watchClass]}`;
}

/** How often a connection is watched: off, or every 1, 5, 15 or 60 minutes. */
export const WATCH_EVERY = ['off', 1, 5, 15, 60] as const;
export type WatchEvery = (typeof WATCH_EVERY)[number];
export const WatchEverySchema = z.union([
  z.literal('off'),
  z.literal(1),
  z.literal(5),
  z.literal(15),
  z.literal(60),
]);

/** Bounds of the watch options. */
export const CONFIRM_RUNS = { min: 1, max: 10, default: 2 } as const;
export const RETENTION_DAYS = { min: 1, max: 3_650, default: 90 } as const;

/** The longest name of a watched installation (a fleet file's row; the app's own names are shorter). */
export const WATCH_NAME_MAX_CHARS = 200;
/** The longest base URL of a watched installation (as the connection dialog's). */
export const WATCH_ADDRESS_MAX_CHARS = 2_000;
/**
 * The longest connection id of a watch event: the app's ids are short, `retail-inspector watch` uses
 * the fleet row's name or the base URL.
 */
export const WATCH_ID_MAX_CHARS = Math.max(WATCH_NAME_MAX_CHARS, WATCH_ADDRESS_MAX_CHARS);

/** The watch settings of the app (`watch.json` in the data folder). */
export interface WatchSettings {
  /** Per connection id; a connection not listed is off. */
  readonly every: Readonly<Record<string, WatchEvery>>;
  /** Consecutive runs that must agree before a transition or change is an event. */
  readonly confirmRuns: number;
  /** Whole months of history older than this many days are deleted. */
  readonly retentionDays: number;
  /** Maintenance windows, their targets connection ids (or "*"): no event is raised during one. */
  readonly maintenance: readonly MaintenanceWindow[];
  /** How incidents are grouped and reminded (shared/incidents.ts); absent: the defaults. */
  readonly incidents?: IncidentSettings;
  /** Set when watch.json could not be read (every connection is then off): a sentence for the user. */
  readonly notice: string | null;
}

/** One watch run of one connection. Token-free. */
export interface WatchResult {
  readonly profileId: string;
  /** Epoch ms when the run started. */
  readonly at: number;
  readonly watchClass: WatchClass;
  /** The info and categories calls' time (ms) of those that answered; null when none answered. */
  readonly responseMs: number | null;
  /**
   * The same calls' wait for the answer's headers (ms, summed as responseMs is: CallTimings.firstByte);
   * null or absent when none answered or one was not timed.
   */
  readonly firstByteMs?: number | null;
  /** Categories counted; null when they were not read. */
  readonly categories: number | null;
  /** SHA-256 (hex) of the settings as read (masked, keys sorted); null when not read. */
  readonly settingsHash: string | null;
  /** SHA-256 (hex) of the category rows as read (masked, keys sorted); null when not read. */
  readonly categoriesHash: string | null;
  /** The snapshot this run saved or matched; null when none (not both read, or not kept). */
  readonly snapshotId: string | null;
  /** One line, e.g. "conforms, 67 categories, 120 ms". */
  readonly summary: string;
  /** Set when the run was in a maintenance window (it confirms, but no event goes out). */
  readonly maintenance?: true;
  /**
   * This computer could not reach the network during the run (electron/core/watch/connectivity.ts):
   * the failure is ours, not the installation's, so it confirmed nothing. Absent means false.
   */
  readonly offline?: boolean;
  /**
   * The certificate the installation served over https (its info call's, else its categories
   * call's), for the watch's certificate warnings (CERTIFICATE_THRESHOLDS); absent over http, when
   * no call was answered, or from an older host.
   */
  readonly certificate?: ServedCertificate;
}

/**
 * The days left of an https certificate under which the watch warns, once each (largest first): a
 * certificate 10 days from its end is at the 14-day level, one with 30 or more at none; expired, it is no warning but a failure
 * (cause tls), which the watch's transitions report.
 */
export const CERTIFICATE_THRESHOLDS = [30, 14, 7, 1] as const;
export type CertificateThreshold = (typeof CERTIFICATE_THRESHOLDS)[number];

/**
 * What an event is: a confirmed transition between classes, a change of content within one, or a
 * warning that the installation's certificate comes near its end (one per threshold it crosses).
 */
export const WATCH_EVENT_KINDS = ['transition', 'change', 'certificate-expiring'] as const;
export type WatchEventKind = (typeof WATCH_EVENT_KINDS)[number];

/** What clicking an event opens: Diagnostics of the connection, or the Changes view for a pair. */
export type WatchOpen =
  | { readonly view: 'diagnostics'; readonly profileId: string }
  | { readonly view: 'changes'; readonly before: string; readonly after: string }
  /** A grouped event (several installations): the fleet board, where they all are. */
  | { readonly view: 'fleet' };

/** What changed in a change event. */
export type WatchChanged = 'settings' | 'categories';

/**
 * A confirmed transition between classes, a change of content within one class, or a certificate
 * warning (on which `to` is the class of the run that saw it, `from` null and `changed` empty).
 * Token-free.
 */
export interface WatchEvent {
  /** Unique. */
  readonly id: string;
  readonly profileId: string;
  readonly connectionName: string;
  /** Epoch ms of the run that confirmed it. */
  readonly at: number;
  readonly kind: WatchEventKind;
  /** The class before; null on a change or a certificate warning. */
  readonly from: WatchClass | null;
  readonly to: WatchClass;
  /** What changed (on a change; on a transition what also changed, often nothing). */
  readonly changed: readonly WatchChanged[];
  /** "Shop Köln: could not be checked (refused)", "Shop Köln: 3 categories changed". */
  readonly title: string;
  /** One or two lines of what happened. */
  readonly body: string;
  /**
   * The same title and body as words, for whoever shows them in another language (main's
   * notifications, the renderer); `title` and `body` are these words in English. Absent from an
   * event of an older history file, which is shown as its title and body say.
   */
  readonly words?: WatchEventWords;
  readonly open: WatchOpen;
  /**
   * For an event that speaks for several installations at once (one incident: the same outcome and
   * cause within one window): their names, and their number. Absent on an event of one.
   */
  readonly connections?: readonly string[];
  readonly count?: number;
  /** Set on the one event at the end of a maintenance window: what differs from its start. */
  readonly afterMaintenance?: true;
  /** Set on a reminder: the same incident told again because it still lasts (`--remind-every`). */
  readonly reminder?: true;
  /**
   * How long the class before had lasted (on a transition), or the class now (on a reminder), in ms,
   * counted from the event that reported it; absent when not known (never seen it begin).
   */
  readonly durationMs?: number;
  /**
   * On a certificate warning: the certificate (as served; its names and issuer are the
   * installation's words) and the threshold of days it crossed.
   */
  readonly certificate?: ServedCertificate & { readonly threshold: CertificateThreshold };
}

/** An event's title and the lines of its body as words (shared/watch-words.ts). */
export interface WatchEventWords {
  readonly title: SharedWords;
  readonly body: readonly SharedWords[];
}

/** The number of buckets of a fleet row's sparkline (the last 24 hours, 30 minutes each). */
export const SPARK_BUCKETS = 48;

/**
 * A fleet row's last 24 hours: SPARK_BUCKETS buckets of 30 minutes from `from` to `to` (epoch ms),
 * as two columns: each bucket's worst class (NO_CLASS when none) and its slowest answer in ms (null
 * when none). Columns, not an object per bucket: a board of 5,000 rows answered 6.6 MB, most of it
 * 240,000 `{"cls":…,"ms":…}`, and building, sending and reading that twice was most of the board's
 * time to its 30 days.
 */
export interface Spark {
  readonly from: number;
  readonly to: number;
  readonly cls: readonly number[];
  readonly ms: readonly (number | null)[];
}

/** One connection on the fleet board. */
/** A connection's availability over a range, as the fleet board shows it. */
export interface FleetAvailability {
  readonly ratio: number;
  readonly degradedRatio: number;
  readonly counted: number;
}

export interface FleetRow {
  readonly profileId: string;
  readonly name: string;
  readonly baseUrl: string;
  readonly every: WatchEvery;
  /** The class of the latest run; null when never run. */
  readonly watchClass: WatchClass | null;
  /** Epoch ms of the latest run. */
  readonly lastAt: number | null;
  readonly responseMs: number | null;
  readonly categories: number | null;
  /** A run of this connection is under way. */
  readonly running: boolean;
  /**
   * Its history is still being read: a first look at a large fleet answers before every history is
   * read, and a fleetUpdated event follows once they are. Class, last run and sparkline are empty.
   */
  readonly reading?: boolean;
  /** When it is in a maintenance window now: its end (epoch ms). Absent otherwise. */
  readonly maintenanceUntil?: number;
  /**
   * The last 30 days by the rule of shared/availability.ts: (up + degraded) / counted, degraded /
   * counted (0–1) and the runs counted; null when no run counted (or while `reading`).
   */
  readonly availability30: FleetAvailability | null;
  /** Its 30 days are still being read (after the rest of the row); a fleetUpdated follows. */
  readonly readingAvailability?: true;
  /** The last 24 hours (SPARK_BUCKETS buckets). */
  readonly spark: Spark;
}

/**
 * A connection's history over a range, decimated: entry i covers [at[i], at[i + 1]) (the last one
 * up to `to`), with the worst class (NO_CLASS when empty) and the least and greatest response time
 * and category count in it (null when none). When the range holds no more runs than buckets asked
 * for, each entry is one run at its own time.
 */
export interface WatchHistory {
  readonly from: number;
  readonly to: number;
  /** Entries returned (the length of each column). */
  readonly buckets: number;
  readonly at: readonly number[];
  readonly cls: readonly number[];
  readonly msMin: readonly (number | null)[];
  readonly msMax: readonly (number | null)[];
  readonly categoriesMin: readonly (number | null)[];
  readonly categoriesMax: readonly (number | null)[];
  /** Runs in range that saved a snapshot, oldest first (the latest 2,000). */
  readonly points: readonly { readonly at: number; readonly snapshotId: string }[];
  /** Events in range, oldest first (the latest 500). */
  readonly events: readonly WatchEvent[];
  /**
   * Stretches of runs in range that were in a maintenance window (consecutive runs, from the first
   * one's time to the last one's), oldest first (the latest 500); absent from an older host.
   */
  readonly maintenance?: readonly { readonly from: number; readonly to: number; readonly runs: number }[];
  /** Runs in range (before decimation). */
  readonly runs: number;
}

/** The most points and events getHistory returns. */
export const HISTORY_MAX_POINTS = 2_000;
export const HISTORY_MAX_EVENTS = 500;
export const HISTORY_MAX_BUCKETS = 10_000;

/** The fleet file formats (those `check --fleet` reads). */
export const FLEET_FORMATS = ['csv', 'json'] as const;
export type FleetFormat = (typeof FLEET_FORMATS)[number];

/** The outcome of importFleet. */
export interface FleetImport {
  readonly added: number;
  readonly updated: number;
  /** Rows not imported: the CSV line (or the JSON entry, from 1) and why. */
  readonly skipped: readonly { readonly line: number; readonly reason: string }[];
  /** Rows whose name (after trimming) an earlier row has: merged into it, the later values winning. */
  readonly merged: readonly { readonly line: number; readonly into: number; readonly name: string }[];
}

/** The outcome of exportFleet: the file's text and a name to offer. Never holds a token. */
export interface FleetExport {
  readonly text: string;
  readonly fileName: string;
}

/** The largest fleet text importFleet accepts (characters), as `check --fleet` does (5 MB). */
export const FLEET_TEXT_MAX_CHARS = 5_000_000;
