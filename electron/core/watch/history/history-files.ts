/**
 * The files of one connection's watch history (history-format.ts): the records of a month file that
 * fall in a range, read without reading the rest (records are appended in time order, so the range
 * is found by binary search, with a quarter hour of slack for runs that finished out of order), and
 * appending one record, repairing a torn tail first. Only regular files are read; a file whose header
 * this version does not know is moved aside rather than appended to. Reads never throw.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { appendFile, open, rename, truncate, writeFile, type FileHandle } from 'node:fs/promises';
import { HEADER_BYTES, headerIsValid, historyHeader, RECORD_BYTES, recordsIn } from './history-format';

// Non-blocking (a named pipe in place of a file must not hang), no links followed.
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

// Appending to a file that exists: never created here, no links followed, no wait on a named pipe.
const APPEND_FLAGS =
  constants.O_WRONLY | constants.O_APPEND | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/** How far out of time order a record may be: a run's time is its start, it is written at its end. */
export const ORDER_SLACK_MS = 15 * 60_000;

/** Whole records of a file in a range, as raw bytes (no header); empty when none or unreadable. */
export interface RecordSlice {
  readonly bytes: Buffer;
  /** Why the file was not read (not a regular file, a header of another version); null when read. */
  readonly problem: string | null;
}

const EMPTY: RecordSlice = { bytes: Buffer.alloc(0), problem: null };

/**
 * The records of `file` whose time may lie in [from, to] (a few outside it, within ORDER_SLACK_MS:
 * the caller filters exactly). The whole file when `whole` (the range covers its month).
 */
export async function readSlice(
  file: string,
  from: number,
  to: number,
  whole: boolean,
): Promise<RecordSlice> {
  let handle: FileHandle;
  try {
    handle = await open(file, READ_FLAGS);
  } catch (error) {
    return openProblem(error);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return NOT_A_FILE;
    const steps = sliceReads(info.size, from, to, whole);
    let step = steps.next(Buffer.alloc(0));
    while (!step.done) step = steps.next(await readAt(handle, step.value.position, step.value.length));
    return step.value;
  } catch (error) {
    return readProblem(error);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/**
 * The largest range readSliceSync reads (a day of a run every 7 seconds, where a watch every minute
 * writes 29 KB): main waits for it, so a file holding more (a clock stuck, a file copied in) is
 * left to readSlice.
 */
export const SYNC_SLICE_MAX_BYTES = 256 * 1024;

/**
 * readSlice, read synchronously: the same reads, for the fleet board, whose thousands of
 * connections' last hours cost some 15 asynchronous file operations each on main otherwise; the
 * caller reads a few per turn of the event loop. Each read is small: null, read nothing, when the
 * range holds more than SYNC_SLICE_MAX_BYTES (read it with readSlice). Never throws.
 */
export function readSliceSync(file: string, from: number, to: number): RecordSlice | null {
  let fd: number;
  try {
    fd = openSync(file, READ_FLAGS);
  } catch (error) {
    return openProblem(error);
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) return NOT_A_FILE;
    const steps = sliceReads(info.size, from, to, false, SYNC_SLICE_MAX_BYTES);
    let step = steps.next(Buffer.alloc(0));
    while (!step.done) step = steps.next(readAtSync(fd, step.value.position, step.value.length));
    return step.value === TOO_LARGE ? null : step.value;
  } catch (error) {
    return readProblem(error);
  } finally {
    // What was read stands (a close that fails on a network drive loses nothing read).
    try {
      closeSync(fd);
    } catch {
      // Nothing to do: the descriptor is released either way.
    }
  }
}

const NOT_A_FILE: RecordSlice = { bytes: EMPTY.bytes, problem: 'is not a regular file' };
// The range holds more than the reader takes at once.
const TOO_LARGE: RecordSlice = { bytes: EMPTY.bytes, problem: 'holds more runs than read at once' };

function openProblem(error: unknown): RecordSlice {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' ? EMPTY : { bytes: EMPTY.bytes, problem: `cannot be read (${code})` };
}

function readProblem(error: unknown): RecordSlice {
  return { bytes: EMPTY.bytes, problem: `cannot be read (${(error as NodeJS.ErrnoException).code})` };
}

/** One read a slice asks for: `length` bytes at `position` (fewer at the file's end). */
interface ReadAsked {
  readonly position: number;
  readonly length: number;
}

// The reads that find the slice of a file of `size` bytes, each answered with the bytes read (the
// caller reads them, with or without waiting), and the slice (TOO_LARGE, unread, beyond `maxBytes`):
// one logic for both readers. The reads before the slice's are small: 8 bytes a step, 5 KB at last.
function* sliceReads(
  size: number,
  from: number,
  to: number,
  whole: boolean,
  maxBytes = Infinity,
): Generator<ReadAsked, RecordSlice, Buffer> {
  const header = yield { position: 0, length: HEADER_BYTES };
  if (header.length < HEADER_BYTES) return EMPTY;
  if (!headerIsValid(header)) return { bytes: EMPTY.bytes, problem: 'is not a history file of this version' };
  const count = recordsIn(size);
  const first = whole ? 0 : yield* lowerBound(count, from - ORDER_SLACK_MS);
  const end = whole ? count : yield* lowerBound(count, to + ORDER_SLACK_MS, true);
  if (end <= first) return EMPTY;
  if ((end - first) * RECORD_BYTES > maxBytes) return TOO_LARGE;
  const bytes = yield { position: HEADER_BYTES + first * RECORD_BYTES, length: (end - first) * RECORD_BYTES };
  // A file that shrank meanwhile: whole records only.
  return { bytes: bytes.subarray(0, bytes.length - (bytes.length % RECORD_BYTES)), problem: null };
}

/** Whether `file` is a regular file that starts with the history's header. Never throws. */
export async function hasHistoryHeader(file: string): Promise<boolean> {
  let handle: FileHandle;
  try {
    handle = await open(file, READ_FLAGS);
  } catch {
    return false;
  }
  try {
    return (await handle.stat()).isFile() && headerIsValid(await readAt(handle, 0, HEADER_BYTES));
  } catch {
    return false;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** The last whole record of `file` (20 bytes), or null when it has none or cannot be read. */
export async function readLastRecord(file: string): Promise<Buffer | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, READ_FLAGS);
  } catch {
    return null;
  }
  try {
    const info = await handle.stat();
    const count = recordsIn(info.size);
    if (!info.isFile() || count === 0 || !headerIsValid(await readAt(handle, 0, HEADER_BYTES))) return null;
    const record = await readAt(handle, HEADER_BYTES + (count - 1) * RECORD_BYTES, RECORD_BYTES);
    return record.length === RECORD_BYTES ? record : null;
  } catch {
    return null;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

// Records read in one go once the search has narrowed to them (5 KB): a read each of the last
// steps cost more than the bytes (the fleet board reads thousands of files' edges at once).
const SCAN_RECORDS = 256;

// The index of the first record whose time is >= `at` (> `at` when `after`), by binary search,
// its last steps one read scanned in memory.
function* lowerBound(count: number, at: number, after = false): Generator<ReadAsked, number, Buffer> {
  let lo = 0;
  let hi = count;
  const before = (value: number) => (after ? value <= at : value < at);
  while (hi - lo > SCAN_RECORDS) {
    const mid = (lo + hi) >>> 1;
    const stamp = yield { position: HEADER_BYTES + mid * RECORD_BYTES, length: 8 };
    if (stamp.length < 8) return mid;
    if (before(stamp.readDoubleLE(0))) lo = mid + 1;
    else hi = mid;
  }
  if (lo >= hi) return lo;
  const block = yield { position: HEADER_BYTES + lo * RECORD_BYTES, length: (hi - lo) * RECORD_BYTES };
  const whole = Math.floor(block.length / RECORD_BYTES);
  for (let i = 0; i < whole; i++) if (!before(block.readDoubleLE(i * RECORD_BYTES))) return lo + i;
  // A file that shrank meanwhile ends at its last whole record.
  return lo + whole;
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await handle.read(buffer, done, length - done, position + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return buffer.subarray(0, done);
}

function readAtSync(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const bytesRead = readSync(fd, buffer, done, length - done, position + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return buffer.subarray(0, done);
}

/**
 * Appends `record` (20 bytes) to `file` whose size is `size` (null: not known yet, read it; a file
 * not of that size any more is read afresh): a missing (or since deleted) or headerless file is
 * created anew with the header first (mode 0600), a torn last record is cut off, a file of
 * another version is moved aside (`<file>.damaged-<ms>`). Returns the file's new size. Throws on a
 * write error.
 */
export async function appendRecord(file: string, record: Buffer, size: number | null): Promise<number> {
  if (size !== null) {
    const appended = await appendAtSize(file, record, size);
    if (appended !== null) return appended;
  }
  let known = await currentSize(file);
  if (known > 0 && !(await validHeader(file))) {
    await rename(file, `${file}.damaged-${Date.now()}`);
    known = 0;
  }
  if (known < HEADER_BYTES) {
    await writeFile(file, Buffer.concat([historyHeader(), record]), { mode: 0o600 });
    return HEADER_BYTES + RECORD_BYTES;
  }
  const whole = HEADER_BYTES + recordsIn(known) * RECORD_BYTES;
  // A process killed mid-append left part of a record: cut it, or every later record is misread.
  if (whole !== known) await truncate(file, whole);
  await appendFile(file, record);
  return whole + RECORD_BYTES;
}

// Appends to the file this process last left at `size`; null when it is not that file any more
// (deleted, replaced, changed by another writer): the caller then looks at it afresh. Never creates it,
// so a month file deleted meanwhile is written anew with its header, not as bare records.
async function appendAtSize(file: string, record: Buffer, size: number): Promise<number | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, APPEND_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENXIO' || code === 'ELOOP') return null;
    throw error;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile() || info.size !== size) return null;
    await handle.write(record);
    return size + RECORD_BYTES;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

async function currentSize(file: string): Promise<number> {
  let handle: FileHandle;
  try {
    handle = await open(file, READ_FLAGS);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new Error(`${file} is not a regular file`);
    return info.size;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

async function validHeader(file: string): Promise<boolean> {
  const handle = await open(file, READ_FLAGS);
  try {
    const header = await readAt(handle, 0, HEADER_BYTES);
    // A header torn mid-write is rewritten by the append, not moved aside.
    return header.length < HEADER_BYTES || headerIsValid(header);
  } finally {
    await handle.close().catch(() => undefined);
  }
}
