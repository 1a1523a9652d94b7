// A watch's classes and settings in the app's words: each class's name and its tone (conforms is
// good, violates is bad, the causes of "could not be checked" are neutral, as Diagnostics says
// them), and the watch interval in words.
import { watchClassOfCode, type WatchClass, type WatchEvery } from '../../../shared/watch';

/** How a class reads at a glance: good, bad, or neutral (could not be checked: no violation). */
export type ClassTone = 'good' | 'bad' | 'neutral';

/** The class of a storage code, or null for none (255) or a code this version does not know. */
export const classOfCode = watchClassOfCode;

export function toneOf(watchClass: WatchClass): ClassTone {
  return watchClass === 'conforms' ? 'good' : watchClass === 'violates' ? 'bad' : 'neutral';
}

const WORDS: Record<WatchClass, string> = {
  conforms: 'Conforms',
  violates: 'Violates',
  refused: 'Refused',
  'wrong-address': 'Wrong address',
  'gateway-error': 'Gateway error',
  unreachable: 'Unreachable',
  tls: 'TLS failed',
  timeout: 'Timed out',
  usage: 'Cannot be called',
  'no-token': 'No token here',
  'not-offered': 'Not offered',
};

/** A class in one or two words ("Conforms", "Wrong address"); "Not checked yet" for none. */
export function classWord(watchClass: WatchClass | null): string {
  return watchClass ? WORDS[watchClass] : 'Not checked yet';
}

/** "Off", "Every minute", "Every 5 min", "Every 60 min". */
export function everyText(every: WatchEvery): string {
  if (every === 'off') return 'Off';
  return every === 1 ? 'Every minute' : `Every ${every} min`;
}
