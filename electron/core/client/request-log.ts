/**
 * The app's request log: every call the app made (and, for the demo, every request its embedded
 * server answered), newest last, bounded in entries and in kept body text so it cannot grow without
 * limit. Entries hold masked URLs only; bodies were masked by the client before they arrive here.
 */
import type { CallTimings } from '../../../shared/call-result';
import type { RequestLogEntry } from '../../../shared/ipc-contract';
import type { CallRecord } from './v2-client';

const MAX_ENTRIES = 500;
// Bodies beyond this total are dropped oldest first; their entries stay, marked as such.
const MAX_BODY_CHARS = 64_000_000;

/** A bounded log of requests. */
export function createRequestLog(now: () => Date = () => new Date()) {
  const entries: RequestLogEntry[] = [];
  const bodies = new Map<number, string>();
  const listeners = new Set<(entry: RequestLogEntry) => void>();
  let nextId = 1;
  let bodyChars = 0;

  function dropOldestBodies(): void {
    for (const [id, body] of bodies) {
      if (bodyChars <= MAX_BODY_CHARS) return;
      bodies.delete(id);
      bodyChars -= body.length;
    }
  }

  return {
    /** Adds an entry (id and time assigned here) with its body, if any. */
    add(entry: Omit<RequestLogEntry, 'id' | 'at' | 'hasBody'>, body?: string): RequestLogEntry {
      const full: RequestLogEntry = {
        ...entry,
        id: nextId++,
        at: now().toISOString(),
        hasBody: body !== undefined,
      };
      entries.push(full);
      if (body !== undefined) {
        bodies.set(full.id, body);
        bodyChars += body.length;
      }
      while (entries.length > MAX_ENTRIES) {
        const old = entries.shift()!;
        const oldBody = bodies.get(old.id);
        if (oldBody !== undefined) bodyChars -= oldBody.length;
        bodies.delete(old.id);
      }
      dropOldestBodies();
      for (const listener of listeners) listener(full);
      return full;
    },
    list: (): RequestLogEntry[] => entries.map((e) => ({ ...e, hasBody: bodies.has(e.id) })),
    /** Up to `maxChars` of an entry's body; `truncated` says whether there was more. */
    body(id: number, maxChars: number): { text: string; totalChars: number; truncated: boolean } | null {
      const body = bodies.get(id);
      if (body === undefined) return null;
      return { text: body.slice(0, maxChars), totalChars: body.length, truncated: body.length > maxChars };
    },
    clear(): void {
      entries.length = 0;
      bodies.clear();
      bodyChars = 0;
    },
    onEntry(listener: (entry: RequestLogEntry) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The log's type. */
export type RequestLog = ReturnType<typeof createRequestLog>;

// A phase's milliseconds as the log keeps them: a finite number of at least 0, else null (not happened).
function phase(ms: number | null | undefined): number | null {
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? ms : null;
}

/**
 * The six numbers of a call's timings and whether its connection was new, nothing else, so whatever else a host's timings object
 * carries (a socket, a header) never reaches the log, the renderer or a HAR file; absent when
 * there are none or the total is not a duration.
 */
export function loggedTimings(timings: CallTimings | undefined): CallTimings | undefined {
  if (!timings || !(Number.isFinite(timings.total) && timings.total >= 0)) return undefined;
  return {
    dns: phase(timings.dns),
    connect: phase(timings.connect),
    tls: phase(timings.tls),
    firstByte: phase(timings.firstByte),
    transfer: phase(timings.transfer),
    total: timings.total,
    connection: timings.connection === 'new' || timings.connection === 'reused' ? timings.connection : null,
  };
}

/** A v2 client `onCall` that records every call, with its (already masked) body, in `log`. */
export function logCalls(log: RequestLog): (record: CallRecord) => void {
  return ({ meta, ok, failureKind, body }) => {
    const timings = loggedTimings(meta.timings);
    log.add(
      {
        source: 'app',
        method: meta.method,
        url: meta.url,
        status: meta.httpStatus ?? 0,
        ok,
        failureKind,
        durationMs: meta.totalMs,
        bytes: meta.bytes,
        ...(timings && { timings }),
      },
      body,
    );
  };
}
