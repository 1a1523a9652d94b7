/**
 * How long something lasted, as a notice says it: "40 s", "14 min", "2 h 14 min", "1 day 3 h",
 * "12 days" (units abbreviated, days spelled and plural where more than one; the two largest units
 * only, rounded down). Pure; a negative or non-finite duration reads as "0 s".
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `ms` in words: the largest unit and the next one when it is not zero. */
export function durationWords(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0;
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const seconds = Math.floor((total % MINUTE) / SECOND);
  const dayText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'day' : 'days'}`;
  if (days > 0) return hours > 0 ? `${dayText(days)} ${hours} h` : dayText(days);
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return seconds > 0 && minutes < 10 ? `${minutes} min ${seconds} s` : `${minutes} min`;
  return `${seconds} s`;
}
