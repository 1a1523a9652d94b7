// The Host check the web host and the exporter share (core/lib/host-header.ts): the name of a Host
// header, loopback names, and a match against a server's own names, with and without its port.
import { describe, expect, it } from 'vitest';
import { hostHeaderName, hostIsOneOf, isLoopbackName } from '../../electron/core/lib/host-header';

describe('hostHeaderName', () => {
  it.each([
    ['127.0.0.1:9941', '127.0.0.1'],
    ['LocalHost', 'localhost'],
    ['[::1]:9941', '::1'],
    ['[::1]', '::1'],
    ['exporter.internal:80', 'exporter.internal'],
  ])('reads %j as %j', (header, name) => expect(hostHeaderName(header)).toBe(name));

  it.each([undefined, '', 'user@127.0.0.1', '127.0.0.1:9941/x', '[not-an-address]:80', '::1', 'a b'])(
    'refuses %j',
    (header) => expect(hostHeaderName(header)).toBeNull(),
  );
});

describe('isLoopbackName', () => {
  it('takes localhost, 127/8 and ::1, and nothing that only looks like them', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '::1'].map(isLoopbackName)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['localhost.attacker.example', '127.0.0.1.attacker.example', '10.0.0.1', '0.0.0.0'].map(isLoopbackName),
    ).toEqual([false, false, false, false]);
  });
});

describe('hostIsOneOf', () => {
  it('matches a name of the list, and the port when one is given', () => {
    expect(hostIsOneOf('LOCALHOST:8080', ['127.0.0.1', 'localhost'], 8080)).toBe(true);
    expect(hostIsOneOf('localhost:8081', ['127.0.0.1', 'localhost'], 8080)).toBe(false);
    expect(hostIsOneOf('localhost', ['127.0.0.1', 'localhost'], 8080)).toBe(false);
    expect(hostIsOneOf('[::1]:1', ['[::1]'])).toBe(true);
    expect(hostIsOneOf('rebound.example:8080', ['127.0.0.1', 'localhost'], 8080)).toBe(false);
  });
});
