/**
 * How long something lasted, as a notice says it: "40 s", "14 min", "2 h 14 min", "1 day 3 h",
 * "12 days" (units abbreviated, days spelled and plural where more than one; the two largest units
 * only, rounded down). Pure; a negative or non-finite duration reads as "0 s". Made as words
 * (durationWordsOf) so each language says it too, and the English is those words.
 */

import type { SharedWords } from './messages/en';
import { wordsOf } from './words';
import { englishWords } from './words-text';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `ms` as words of the watch's catalog: the largest unit and the next one when it is not zero. */
export function durationWordsOf(ms: number): SharedWords {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0;
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const seconds = Math.floor((total % MINUTE) / SECOND);
  if (days > 0)
    return hours > 0
      ? wordsOf('watch.event.duration.daysHours', { days, hours })
      : wordsOf('watch.event.duration.days', { days });
  if (hours > 0)
    return minutes > 0
      ? wordsOf('watch.event.duration.hoursMinutes', { hours, minutes })
      : wordsOf('watch.event.duration.hours', { hours });
  if (minutes > 0)
    return seconds > 0 && minutes < 10
      ? wordsOf('watch.event.duration.minutesSeconds', { minutes, seconds })
      : wordsOf('watch.event.duration.minutes', { minutes });
  return wordsOf('watch.event.duration.seconds', { seconds });
}

/** `ms` in English words, as the command line and reports say it: the same words. */
export const durationWords = (ms: number): string => englishWords(durationWordsOf(ms));
