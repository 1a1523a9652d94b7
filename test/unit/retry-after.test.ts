// The one Retry-After reader (electron/core/client/retry-after.ts) that image downloads and webhook
// deliveries wait by: seconds or an HTTP date, bounded by the caller's cap, and nothing for garbage.
import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, retryAfterMs } from '../../electron/core/client/retry-after';

const now = Date.parse('2026-10-21T07:28:00Z');

describe('retryAfterMs', () => {
  it('reads whole seconds, spaces around them allowed', () => {
    expect(retryAfterMs('7', { now })).toBe(7_000);
    expect(retryAfterMs(' 12 ', { now })).toBe(12_000);
  });

  it('reads an HTTP date as the time left until it, in either form servers send', () => {
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:09 GMT', { now })).toBe(9_000);
    expect(retryAfterMs('Wednesday, 21-Oct-26 07:28:04 GMT', { now })).toBe(4_000);
    // The asctime form names no zone and means GMT, whatever zone this machine is in.
    expect(retryAfterMs('Wed Oct 21 07:28:07 2026', { now })).toBe(7_000);
    expect(retryAfterMs('Wed Oct  1 07:28:07 2026', { now })).toBeUndefined();
  });

  it('asks for no wait for a date already past, zero, or no header', () => {
    expect(retryAfterMs('Wed, 21 Oct 2026 07:27:00 GMT', { now })).toBeUndefined();
    expect(retryAfterMs('0', { now })).toBeUndefined();
    expect(retryAfterMs(null, { now })).toBeUndefined();
    expect(retryAfterMs('', { now })).toBeUndefined();
  });

  it('refuses garbage, negative and fractional seconds, and dates in other forms', () => {
    for (const value of [
      '-5',
      '1.5',
      '5s',
      '2026-10-21T07:28:09Z',
      'Wed, 21 Oct 2026 07:28:09 CET',
      'soon',
      'Infinity',
      '1e3',
    ])
      expect(retryAfterMs(value, { now }), value).toBeUndefined();
  });

  it('caps a long wait at the caller’s bound, 30 s unless it names one', () => {
    expect(retryAfterMs('3600', { now })).toBe(MAX_RETRY_AFTER_MS);
    expect(MAX_RETRY_AFTER_MS).toBe(30_000);
    expect(retryAfterMs('3600', { now, maxMs: 5_000 })).toBe(5_000);
    expect(retryAfterMs('Thu, 22 Oct 2026 07:28:00 GMT', { now, maxMs: 60_000 })).toBe(60_000);
  });
});
