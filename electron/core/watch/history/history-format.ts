/**
 * The watch history's binary format, stable forever (docs/architecture.md, "Watch"): one file per
 * connection and UTC month, `YYYY-MM.bin`, an 8-byte header (`RIH1`, uint16 version 1, uint16
 * record size 20) then fixed 20-byte little-endian records, appended and never rewritten:
 * `float64 at | uint8 class | uint8 flags | uint16 firstByte | float32 responseMs (NaN = none) |
 * uint32 categories (0xFFFFFFFF = none)`. `firstByte` is the calls' wait for the answer's headers
 * in whole ms plus one, at most 0xFFFF (0 = not recorded): it was a reserved 0 until it was
 * recorded, so older records read as "first byte unknown" and the version stays 1. A torn last record
 * (a size that is not a whole number of records) is ignored. Pure: bytes in, columns out; never
 * throws on bytes it is given.
 */

import { RUN_FLAG } from '../../../../shared/availability';

/** The header's magic text. */
export const HISTORY_MAGIC = 'RIH1';
export const HISTORY_VERSION = 1;
export const HEADER_BYTES = 8;
export const RECORD_BYTES = 20;
/** `categories` of a run that did not read them. */
export const NO_COUNT = 0xffffffff;
/** `firstByte` of a run that did not record it (every record written before it was). */
export const NO_FIRST_BYTE = 0;

/** Flags of a record. */
export const FLAG = {
  settingsChanged: 1,
  categoriesChanged: 2,
  snapshotSaved: 4,
  confirmedEvent: 8,
  /** The run was in a maintenance window: it said nothing (16). */
  maintenance: RUN_FLAG.maintenance,
  /** This computer was offline during the run: ours, not the installation's (not in availability; 32). */
  offline: RUN_FLAG.offline,
} as const;

/** One run as stored. */
export interface HistoryRecord {
  readonly at: number;
  /** The class's storage code (shared/watch.ts). */
  readonly cls: number;
  readonly flags: number;
  readonly responseMs: number | null;
  /** The answered calls' wait for the headers (ms; whole ms as stored); null when not recorded. */
  readonly firstByteMs: number | null;
  readonly categories: number | null;
}

/** Runs as columns, index for index; `length` entries are used. */
export interface HistoryColumns {
  readonly length: number;
  readonly at: Float64Array;
  readonly cls: Uint8Array;
  readonly flags: Uint8Array;
  readonly ms: Float32Array;
  /** As stored: ms + 1, 0 = not recorded (firstByteOf reads it). */
  readonly firstByte: Uint16Array;
  readonly categories: Uint32Array;
}

/** The 8-byte header every history file starts with. */
export function historyHeader(): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.write(HISTORY_MAGIC, 0, 'latin1');
  header.writeUInt16LE(HISTORY_VERSION, 4);
  header.writeUInt16LE(RECORD_BYTES, 6);
  return header;
}

/** Whether `bytes` start with a header this version reads. */
export function headerIsValid(bytes: Uint8Array): boolean {
  if (bytes.length < HEADER_BYTES) return false;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
  return (
    view.toString('latin1', 0, 4) === HISTORY_MAGIC &&
    view.readUInt16LE(4) === HISTORY_VERSION &&
    view.readUInt16LE(6) === RECORD_BYTES
  );
}

/** The 20 bytes of `record`. */
export function encodeRecord(record: HistoryRecord): Buffer {
  const bytes = Buffer.alloc(RECORD_BYTES);
  bytes.writeDoubleLE(record.at, 0);
  bytes.writeUInt8(record.cls & 0xff, 8);
  bytes.writeUInt8(record.flags & 0xff, 9);
  bytes.writeUInt16LE(firstByteCode(record.firstByteMs), 10);
  bytes.writeFloatLE(record.responseMs ?? Number.NaN, 12);
  const count = record.categories;
  bytes.writeUInt32LE(count === null || count < 0 || count >= NO_COUNT ? NO_COUNT : Math.floor(count), 16);
  return bytes;
}

// ms as stored: whole ms plus one, clamped to the field; 0 when not recorded.
function firstByteCode(ms: number | null): number {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return NO_FIRST_BYTE;
  return Math.min(0xffff, Math.round(ms) + 1);
}

/** The first byte (ms) of a stored `firstByte` value; null when not recorded. */
export function firstByteOf(code: number): number | null {
  return code === NO_FIRST_BYTE ? null : code - 1;
}

/** Whole records in a file of `size` bytes (a torn last record not counted). */
export function recordsIn(size: number): number {
  return size < HEADER_BYTES ? 0 : Math.floor((size - HEADER_BYTES) / RECORD_BYTES);
}

/** Empty columns with room for `capacity` runs. */
export function emptyColumns(capacity: number): HistoryColumns {
  return {
    length: 0,
    at: new Float64Array(capacity),
    cls: new Uint8Array(capacity),
    flags: new Uint8Array(capacity),
    ms: new Float32Array(capacity),
    firstByte: new Uint16Array(capacity),
    categories: new Uint32Array(capacity),
  };
}

/**
 * Appends the records of `bytes` (whole records only, from its start: no header) whose time lies in
 * [from, to] to `into` from index `start`; returns the new length.
 */
export function decodeRecords(
  bytes: Uint8Array,
  into: HistoryColumns,
  start: number,
  from: number,
  to: number,
): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = Math.floor(bytes.byteLength / RECORD_BYTES);
  let n = start;
  for (let i = 0; i < count; i++) {
    const offset = i * RECORD_BYTES;
    const at = view.getFloat64(offset, true);
    if (!(at >= from && at <= to)) continue;
    into.at[n] = at;
    into.cls[n] = view.getUint8(offset + 8);
    into.flags[n] = view.getUint8(offset + 9);
    into.firstByte[n] = view.getUint16(offset + 10, true);
    into.ms[n] = view.getFloat32(offset + 12, true);
    into.categories[n] = view.getUint32(offset + 16, true);
    n++;
  }
  return n;
}

/** `columns` cut to its first `length` entries (views, no copy). */
export function trimmed(columns: HistoryColumns, length: number): HistoryColumns {
  return {
    length,
    at: columns.at.subarray(0, length),
    cls: columns.cls.subarray(0, length),
    flags: columns.flags.subarray(0, length),
    ms: columns.ms.subarray(0, length),
    firstByte: columns.firstByte.subarray(0, length),
    categories: columns.categories.subarray(0, length),
  };
}

/** `parts` one after another in one set of columns. */
export function joinColumns(parts: readonly HistoryColumns[]): HistoryColumns {
  const total = parts.reduce((sum, p) => sum + p.length, 0);
  const all = emptyColumns(total);
  let at = 0;
  for (const part of parts) {
    all.at.set(part.at, at);
    all.cls.set(part.cls, at);
    all.flags.set(part.flags, at);
    all.ms.set(part.ms, at);
    all.firstByte.set(part.firstByte, at);
    all.categories.set(part.categories, at);
    at += part.length;
  }
  return trimmed(all, total);
}

/** The UTC month of `at` as a file stem, "2026-11". */
export function monthOf(at: number): string {
  const date = new Date(at);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** [start, end) in epoch ms of the month "YYYY-MM", or null for anything else. */
export function monthRange(month: string): { start: number; end: number } | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  if (index < 0 || index > 11) return null;
  return { start: Date.UTC(year, index, 1), end: Date.UTC(year, index + 1, 1) };
}

/** The months from the one holding `from` to the one holding `to`, oldest first. */
export function monthsBetween(from: number, to: number): string[] {
  const months: string[] = [];
  const first = new Date(from);
  let year = first.getUTCFullYear();
  let index = first.getUTCMonth();
  // Bounded: a range of more than 1,000 years is not one a user asks for.
  while (Date.UTC(year, index, 1) <= to && months.length < 12_000) {
    months.push(monthOf(Date.UTC(year, index, 1)));
    index++;
    if (index === 12) {
      index = 0;
      year++;
    }
  }
  return months;
}
