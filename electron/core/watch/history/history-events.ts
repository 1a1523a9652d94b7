/**
 * The events beside a connection's history: `YYYY-MM.events.jsonl`, one JSON object per line,
 * `{"at", "snapshotId"?, "event"?}`, for each run that saved a snapshot or confirmed an event, so a
 * point of the timeline can open the Changes view between its snapshot and the one before. Appended,
 * never rewritten; a torn or foreign line is skipped on reading (and a torn tail ended before the
 * next append), each line read is checked against the shape written, so nothing malformed reaches
 * the page; a line that would not pass that check is not written (the append throws). Reads never
 * throw. An event keeps its words (WatchEvent.words), so the timeline shows it in the language of the
 * app as it was told live; words a line has that this version does not know (an id of a later one)
 * are dropped on reading, and the event is shown by its English title and body, as one written
 * before events had words.
 */
import { appendFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  CERTIFICATE_THRESHOLDS,
  WATCH_CLASSES,
  WATCH_EVENT_KINDS,
  WATCH_ID_MAX_CHARS,
  type WatchEvent,
} from '../../../../shared/watch';
import { sharedWordsSchema } from '../../../../shared/words-schema';
import { readRegular } from '../../snapshots/snapshot-read';

/** One line of an events file. */
export interface EventLine {
  readonly at: number;
  readonly snapshotId?: string;
  readonly event?: WatchEvent;
}

const text = (max: number) => z.string().max(max);
const cls = z.enum(WATCH_CLASSES);
const words = sharedWordsSchema();
const WordsSchema = z.strictObject({ title: words, body: z.array(words).max(20) });
// As written (the words must be right), and as read (words not understood are let go).
const eventSchema = (read: boolean) =>
  z.object({
    id: text(100),
    profileId: text(WATCH_ID_MAX_CHARS),
    connectionName: text(WATCH_ID_MAX_CHARS),
    at: z.number(),
    kind: z.enum(WATCH_EVENT_KINDS),
    from: cls.nullable(),
    to: cls,
    changed: z.array(z.enum(['settings', 'categories'])).max(2),
    title: text(2_000),
    body: text(10_000),
    words: read ? WordsSchema.optional().catch(undefined) : WordsSchema.optional(),
    open: z.discriminatedUnion('view', [
      z.object({ view: z.literal('diagnostics'), profileId: text(WATCH_ID_MAX_CHARS) }),
      z.object({ view: z.literal('changes'), before: text(200), after: text(200) }),
    ]),
    // A certificate warning's certificate (the installation's words, cut as its event cuts them).
    certificate: z
      .object({
        notAfter: text(40),
        daysLeft: z.number().int(),
        issuer: text(300),
        names: z.array(text(300)).max(100),
        matchesHost: z.boolean(),
        threshold: z.literal(CERTIFICATE_THRESHOLDS),
      })
      .optional(),
  });
const lineSchema = (read: boolean) =>
  z.object({
    at: z.number(),
    snapshotId: text(200).optional(),
    event: eventSchema(read).optional(),
  });
const WrittenLineSchema = lineSchema(false);
const ReadLineSchema = lineSchema(true);

/** The largest events file read (a month of events is far smaller). */
const MAX_EVENTS_FILE_BYTES = 64_000_000;
/** The longest line read; a longer one is never written. */
const MAX_LINE_CHARS = 100_000;

/** The text of one line (with its line break). */
export function eventLineText(line: EventLine): string {
  return JSON.stringify(line) + '\n';
}

/**
 * Appends `line` to `file`; `fresh` says this process has not appended to it yet, so a torn tail
 * (a line without its break) is ended first. Throws on a write error.
 */
export async function appendEventLine(file: string, line: EventLine, fresh: boolean): Promise<void> {
  // What is written must read back: the same shape and limits as on reading, or it is not written.
  const text = eventLineText(line);
  const checked = WrittenLineSchema.safeParse(line);
  if (!checked.success || text.length > MAX_LINE_CHARS + 1) {
    const where = checked.success ? 'the line' : checked.error.issues[0]!.path.join('.') || 'the line';
    throw new Error(
      `The event of this run was not kept: ${where} is too long or malformed for the history to read back.`,
    );
  }
  let prefix = '';
  if (fresh) {
    const read = await readRegular(file, MAX_EVENTS_FILE_BYTES);
    if (read.ok && read.bytes.length > 0 && read.bytes[read.bytes.length - 1] !== 0x0a) prefix = '\n';
  }
  await appendFile(file, prefix + text, { mode: 0o600 });
}

/** The well-formed lines of `file` whose time lies in [from, to], in file order. */
export async function readEventLines(file: string, from: number, to: number): Promise<EventLine[]> {
  const read = await readRegular(file, MAX_EVENTS_FILE_BYTES);
  if (!read.ok) return [];
  const lines: EventLine[] = [];
  for (const raw of read.bytes.toString('utf8').split('\n')) {
    if (raw.length === 0 || raw.length > MAX_LINE_CHARS) continue;
    const parsed = ReadLineSchema.safeParse(parseOrNull(raw));
    if (!parsed.success || parsed.data.at < from || parsed.data.at > to) continue;
    lines.push(parsed.data as EventLine);
  }
  return lines;
}

function parseOrNull(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
