// The exporter's Host rule on a wildcard --host (this machine's own addresses, read from its network
// interfaces, and no other address or name), and on a named one.
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createHostGuard } from '../../electron/core/exporter/exporter-guard';

const own = Object.values(networkInterfaces())
  .flatMap((list) => list ?? [])
  .map((info) => info.address.replace(/%.*$/, ''));

describe('createHostGuard', () => {
  it('on 0.0.0.0 takes every address of this machine, and refuses other addresses and any name', () => {
    const allowed = createHostGuard({ host: '0.0.0.0', extra: [] });
    for (const address of own)
      expect(allowed(address.includes(':') ? `[${address}]:9941` : `${address}:9941`), address).toBe(true);
    expect(allowed('203.0.113.9:9941')).toBe(false);
    expect(allowed('0.0.0.0:9941')).toBe(false);
    expect(allowed('exporter.internal:9941')).toBe(false);
  });

  it('on a named host takes that name, loopback and --allow-host names only', () => {
    const allowed = createHostGuard({ host: 'exporter.internal', extra: ['scrape.example'] });
    expect(
      ['exporter.internal:1', 'EXPORTER.INTERNAL', 'scrape.example:9941', '127.0.0.1:9941'].map(allowed),
    ).toEqual([true, true, true, true]);
    const nonLoopback = own.find((a) => !a.startsWith('127.') && a !== '::1');
    if (nonLoopback)
      expect(allowed(nonLoopback.includes(':') ? `[${nonLoopback}]` : nonLoopback)).toBe(false);
    expect(allowed('other.internal')).toBe(false);
  });
});
