/**
 * The system information answer as the views show it (shared/received-info.ts): a record with
 * `status: true` is read as it came (faithful-answer.ts), and each problem the client's schema found
 * is named by its field, in the schema's own words (no second set of shapes). Only what is no such
 * record stays the call's failure.
 */
import {
  infoFaultsOf,
  NO_INFO_FAULTS,
  type ReceivedInfo,
  type ReceivedInfoResult,
} from '../../../shared/received-info';
import type { SystemInfo } from '../../../shared/v2';
import type { ReadAnswer } from '../client/v2-client';
import { faithfulAnswer } from './faithful-answer';

/** `read` (client.readInfo's answer) as received with its faults; never throws. */
export function receivedInfo(read: ReadAnswer<SystemInfo>): ReceivedInfoResult {
  const { meta } = read.result;
  const kept = faithfulAnswer(read, false);
  if (!kept.ok) return kept;
  const data = kept.data as ReceivedInfo;
  const faults = kept.violations ? infoFaultsOf(data, kept.violations) : NO_INFO_FAULTS;
  return { ok: true, data, faults, meta };
}
