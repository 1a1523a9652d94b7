/**
 * The categories answer as the checks use it, apart from loading images: the call's outcome, the
 * checks that read the rows alone (rules.ts, categoryRowChecks), the images to try and the number of
 * rows. With a memo (the exporter's, electron/core/exporter/reading-memo.ts) an answer whose bytes
 * are those of the last one read for the same installation is not decoded, parsed, validated or
 * walked again: the same bytes give the same outcome, the same leniencies and the same rule checks,
 * so the memo keeps these small values in place of the rows. Never throws.
 */
import type { CallResult } from '../../../shared/call-result';
import type {
  CallOptions,
  Installation,
  ReceivedAnswer,
  RecalledReading,
  V2Client,
} from '../client/v2-client';
import type { WordedCheck } from './outcomes';
import { categoryRowChecks, type ImagePlan } from './rules';

/** What the checks take from the rows: kept by a memo in their place. */
export interface RowReading {
  /** The checks that read the rows alone; empty when no rows could be read. */
  readonly rowChecks: readonly WordedCheck[];
  /** The images to try; null when there is nothing to try (or no rows). */
  readonly images: ImagePlan | null;
  /** Rows read (an answer that broke the schema included), or null when none could be. */
  readonly rows: number | null;
}

/** A reading kept by a memo: the call's part (RecalledReading) and the rows' part. */
export interface KeptReading extends RecalledReading {
  readonly rowReading: RowReading;
}

/** One installation's memo of its last categories answer read. */
export interface CategoryMemo {
  /** The reading kept for an answer of these bytes, if it is the one kept. */
  recall(answer: ReceivedAnswer): KeptReading | undefined;
  /** Keeps `reading` for `answer` (in place of what was kept before). */
  keep(answer: ReceivedAnswer, reading: KeptReading): void;
}

/** The categories call and what the checks take from it. */
export interface CategoryRead {
  /** The call; its data is null when the memo recalled the answer. */
  readonly result: CallResult<unknown>;
  readonly reading: RowReading;
  /** Whether the memo knew the answer (it was not read again). */
  readonly recalled: boolean;
}

const NO_ROWS: RowReading = { rowChecks: [], images: null, rows: null };

/** Reads the categories of `installation` (unmasked, for the checks), through `memo` when given. */
export async function readCategoryReading(
  client: V2Client,
  installation: Installation,
  options: CallOptions,
  memo?: CategoryMemo,
): Promise<CategoryRead> {
  if (!memo) {
    const read = await client.readCategories(installation, options);
    return { result: read.result, reading: rowReading(rowsOf(read.result, read.json)), recalled: false };
  }
  // What the client met: an answer the memo knew, or one it read in full and what it made of it.
  const met: { recalled?: KeptReading; read?: { answer: ReceivedAnswer; reading: RecalledReading } } = {};
  const read = await client.readCategoriesRecalling(installation, options, {
    recall: (answer) => (met.recalled = memo.recall(answer)),
    read: (answer, reading) => (met.read = { answer, reading }),
  });
  if (met.recalled) return { result: read.result, reading: met.recalled.rowReading, recalled: true };
  const reading = rowReading(rowsOf(read.result, read.json));
  // Only an answer read in full is kept: one that failed before (no answer, too large) was not read.
  if (met.read) memo.keep(met.read.answer, { ...met.read.reading, rowReading: reading });
  return { result: read.result, reading, recalled: false };
}

// The rows the rules can run on: the data's, or those of the object a contract failure was read
// from (one malformed field must not hide another field's finding).
function rowsOf(result: CallResult<unknown>, json: unknown): readonly unknown[] | null {
  const record = result.ok ? result.data : json;
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return null;
  const rows = (record as Record<string, unknown>).rows;
  return Array.isArray(rows) ? rows : null;
}

function rowReading(rows: readonly unknown[] | null): RowReading {
  if (rows === null) return NO_ROWS;
  const { outcomes, images } = categoryRowChecks(rows);
  return { rowChecks: outcomes, images, rows: rows.length };
}
