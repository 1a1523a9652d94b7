/**
 * The crash dumps the desktop app keeps, as a diagnostics report lists them: Electron's crash
 * reporter runs with uploads off, so a native crash leaves a minidump on this computer and nothing is
 * sent anywhere. The words for it live here once, for the Diagnostics view and the report's Markdown.
 */

/** How far back a report looks for crash dumps. */
export const CRASH_DUMP_DAYS = 7;

/** One minidump the crash reporter wrote. */
export interface CrashDump {
  /** Its file name (`<uuid>.dmp`). */
  readonly name: string;
  /** When it was written (the file's modification time), ms since the epoch. */
  readonly at: number;
  readonly bytes: number;
}

/** The crash dumps of the last CRASH_DUMP_DAYS days. */
export interface CrashDumps {
  /** The folder the crash reporter writes to (Electron's `crashDumps` path). */
  readonly folder: string;
  /** Newest first, at most a few dozen. */
  readonly dumps: readonly CrashDump[];
  /** Recent dumps beyond those listed. */
  readonly more: number;
  /** Why the folder could not be read, after its path ("cannot be read (permission denied)"); null when it was. */
  readonly problem: string | null;
}

/** The report's one sentence on crash dumps: how many, where, and that none was sent. */
export function crashDumpsSentence(crashes: CrashDumps): string {
  if (crashes.problem !== null)
    return `The crash dumps could not be listed: ${crashes.folder} ${crashes.problem}. Crash dumps stay on this computer; the app sends none anywhere.`;
  const kept = `Crash dumps stay on this computer, in ${crashes.folder}; the app sends none anywhere.`;
  const count = crashes.dumps.length + crashes.more;
  if (count === 0) return `No crash in the last ${CRASH_DUMP_DAYS} days. ${kept}`;
  return `${count === 1 ? 'One crash dump' : `${count} crash dumps`} from the last ${CRASH_DUMP_DAYS} days. ${kept}`;
}

/** What the list leaves out: "And 5 older dumps." */
export function moreDumpsText(more: number): string {
  return `And ${more.toLocaleString('en-US')} older ${more === 1 ? 'dump' : 'dumps'}.`;
}

/** A dump's time as the report writes it: UTC, to the second. */
export function crashDumpTime(at: number): string {
  return `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
