/**
 * Command-line flag parsing on node:util parseArgs, with the checks and messages every command
 * shares. Every problem becomes AppError('USAGE') with a message that says what to type instead.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { AppError } from '../core/lib/app-error';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The formats `--log-format` accepts (serve's request log, watch's and exporter's lines). */
export const LOG_FORMATS = ['text', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** `--log-format`: text when not given; anything but text or json is AppError('USAGE'). */
export function logFormatFlag(value: string | undefined): LogFormat {
  if (value === undefined) return 'text';
  const format = LOG_FORMATS.find((f) => f === value);
  if (!format)
    throw new AppError('USAGE', `--log-format must be ${LOG_FORMATS.join(' or ')}, got "${value}"`);
  return format;
}

/** Parses `args` strictly against `options`; unknown flags and stray arguments are usage errors. */
export function parseFlags<O extends Options>(command: string, args: readonly string[], options: O) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new AppError('USAGE', `${friendly(message ?? '')} (see: retail-inspector ${command} --help)`);
  }
}

/** As parseFlags, for a command that also takes words of its own (`diff A B`): they come back in order. */
export function parseFlagsAndArguments<O extends Options>(
  command: string,
  args: readonly string[],
  options: O,
) {
  try {
    const parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
    return { flags: parsed.values, positionals: parsed.positionals };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new AppError('USAGE', `${friendly(message ?? '')} (see: retail-inspector ${command} --help)`);
  }
}

function friendly(message: string): string {
  return message
    .replace(/^Unknown option '(.*?)'.*$/, 'unknown flag $1')
    .replace(/^Option '(.*?)' argument missing$/, 'flag $1 needs a value')
    .replace(/^Option '(.*?)' argument is ambiguous.*$/, 'flag $1: its value may not start with "-"')
    .replace(/^Unexpected argument '(.*?)'.*$/, 'unexpected argument $1');
}

/** An integer flag within [min, max], or `fallback` when absent. */
export function integerFlag(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < min || n > max) {
    throw new AppError('USAGE', `--${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

/** A rate flag: a fraction 0–1 or a percentage such as "10%". */
export function rateFlag(name: string, value: string | undefined): number {
  if (value === undefined) return 0;
  const percent = value.trim().endsWith('%');
  const n = Number(percent ? value.trim().slice(0, -1) : value);
  const rate = percent ? n / 100 : n;
  if (value.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new AppError(
      'USAGE',
      `--${name} must be a fraction from 0 to 1 (or a percentage like 10%), got "${value}"`,
    );
  }
  return rate;
}

const DURATION_PART = /(\d+)(ms|s|m|h)/g;
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const;

/**
 * A duration flag ("30s", "5m", "1h", "1h30m") in milliseconds within [minMs, maxMs], or `fallback`
 * when absent; a number without its unit is refused with the forms it takes.
 */
export function durationFlag(
  name: string,
  value: string | undefined,
  fallback: number,
  minMs: number,
  maxMs: number,
): number {
  if (value === undefined) return fallback;
  const text = value.trim();
  const forms = 'a number and a unit, such as 30s, 5m, 1h or 1h30m';
  if (!/^(\d+(ms|s|m|h))+$/.test(text))
    throw new AppError('USAGE', `--${name} must be ${forms}, got "${value}"`);
  let ms = 0;
  for (const [, amount, unit] of text.matchAll(DURATION_PART))
    ms += Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
  if (ms < minMs || ms > maxMs) {
    throw new AppError(
      'USAGE',
      `--${name} must be from ${durationText(minMs)} to ${durationText(maxMs)}, got "${value}"`,
    );
  }
  return ms;
}

/** Milliseconds as the shortest duration text: 1s, 5m, 1h30m, 1500ms. */
export function durationText(ms: number): string {
  if (ms % 1_000 !== 0) return `${ms}ms`;
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1_000);
  return `${h ? `${h}h` : ''}${m ? `${m}m` : ''}${s || ms === 0 ? `${s}s` : ''}`;
}
