/**
 * The request log of `serve`: one line per answered request, written through pino's asynchronous
 * destination (sonic-boom) so a busy server never waits for its standard output. Lines are buffered
 * up to LOG_BUFFER_BYTES and flushed at least every LOG_FLUSH_MS; close() writes what is left.
 * Formats: readable text (default) or JSON lines (`--log-format json`). Paths, Host and User-Agent
 * are client-provided: in text lines their control characters are escaped; tokens are masked
 * before an event reaches this file (embedded-server.ts).
 */
import pino from 'pino';
import { terminalText } from '../../shared/terminal-text';
import type { RequestEvent } from '../core/server/embedded-server';
import type { LogFormat } from './flags';

// Enough lines (in characters) to write in one go under load; the periodic flush keeps a quiet
// log prompt.
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 100;
// Longest client-provided value printed in a text line; the rest is counted, not printed.
const MAX_TEXT_CHARS = 300;
const CLOSE_TIMEOUT_MS = 2_000;

/** Where log text goes: standard output by default, anything with write/end in tests. */
export interface LogDestination {
  write(text: string): unknown;
  /** Writes what is buffered; resolves when done (bounded). */
  close(): Promise<void>;
}

/** A request log: `log(event)` per request, `close()` once at shutdown. */
export interface RequestLogger {
  log(event: RequestEvent): void;
  close(): Promise<void>;
}

/** An asynchronous, buffered destination on file descriptor `fd` (1: standard output). */
export function asyncDestination(fd = 1): LogDestination {
  // Lines are gathered here and handed to sonic-boom LOG_BUFFER_BYTES at a time: one string append
  // per request, and sonic-boom's bookkeeping per batch instead of per line.
  const stream = pino.destination({ dest: fd, sync: false, minLength: 0 });
  let pending = '';
  // A log that cannot be written (the reader went away) must not stop the server: pino turns a
  // broken pipe into no-ops, and any other write error ends the log here instead of the process.
  let failed = false;
  stream.on('error', () => {
    failed = true;
  });
  const flush = () => {
    if (pending === '' || failed) return;
    stream.write(pending);
    pending = '';
  };
  const timer = setInterval(flush, LOG_FLUSH_MS);
  timer.unref();
  return {
    write(text) {
      pending += text;
      if (pending.length >= LOG_BUFFER_BYTES) flush();
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        flush();
        const timeout = setTimeout(resolve, CLOSE_TIMEOUT_MS);
        const done = () => {
          clearTimeout(timeout);
          resolve();
        };
        stream.once('close', done);
        stream.once('error', done);
        try {
          stream.end();
        } catch {
          done();
        }
      }),
  };
}

/** A request logger writing `format` lines to `destination`. */
export function createRequestLogger(format: LogFormat, destination: LogDestination): RequestLogger {
  if (format === 'json') {
    const logger = pino(
      { base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
      { write: (text: string) => destination.write(text) },
    );
    return {
      log: (event) =>
        logger.info(
          {
            method: event.method,
            path: event.path,
            status: event.status,
            durationMs: event.durationMs,
            bytes: event.bytes,
            host: event.host,
            userAgent: event.userAgent,
          },
          'request',
        ),
      close: () => destination.close(),
    };
  }
  const clock = secondsClock();
  return {
    log: (event) => destination.write(formatRequest(event, clock()) + '\n'),
    close: () => destination.close(),
  };
}

/**
 * One text line: time, method, path (token masked), status, duration, size, then the Host header
 * and the user agent, each escaped.
 */
export function formatRequest(event: RequestEvent, time: string): string {
  const status = event.status === 0 ? 'reset' : String(event.status);
  const host = event.host === '' ? '-' : printable(event.host);
  const agent = event.userAgent === '' ? '-' : printable(event.userAgent);
  return (
    `${time} ${printable(event.method)} ${printable(event.path)} ${status} ` +
    `${event.durationMs} ms ${formatBytes(event.bytes)} ${host} "${agent}"`
  );
}

/** Client-provided text made safe for a terminal (escaped, cut past MAX_TEXT_CHARS with a count). */
export function printable(value: string): string {
  return terminalText(value, MAX_TEXT_CHARS);
}

/** The local time as HH:MM:SS, formatted once per second rather than once per request. */
function secondsClock(): () => string {
  let second = -1;
  let text = '';
  return () => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      second = now;
      text = new Date(now * 1000).toTimeString().slice(0, 8);
    }
    return text;
  };
}

function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
