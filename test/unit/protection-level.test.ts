// How well tokens are protected, from what Electron's safeStorage shows: whether it encrypts at all,
// and on Linux the version tag of what its asynchronous API encrypts (the key provider it uses).
import { describe, expect, it } from 'vitest';
import { levelFor } from '../../electron/core/profiles/protection-level';

const sample = (tag: string) => Buffer.concat([Buffer.from(tag), Buffer.alloc(40, 7)]);

describe('levelFor', () => {
  it.each(['darwin', 'win32'] as const)('is secure on %s when encryption is available', (platform) => {
    expect(levelFor({ available: true, linuxSample: null, platform })).toBe('secure');
  });

  it('is secure on Linux only when the sample shows a secret service’s key (v11)', () => {
    expect(levelFor({ available: true, linuxSample: sample('v11'), platform: 'linux' })).toBe('secure');
  });

  it('is weak on Linux with the key built into Chromium (v10), which every copy of it has', () => {
    expect(levelFor({ available: true, linuxSample: sample('v10'), platform: 'linux' })).toBe('weak');
  });

  it('is weak on Linux without positive evidence: no sample, or a provider not known here', () => {
    expect(levelFor({ available: true, linuxSample: null, platform: 'linux' })).toBe('weak');
    expect(levelFor({ available: true, linuxSample: sample('v12'), platform: 'linux' })).toBe('weak');
  });

  it('is unavailable when safeStorage cannot encrypt at all', () => {
    expect(levelFor({ available: false, linuxSample: sample('v11'), platform: 'linux' })).toBe('unavailable');
    expect(levelFor({ available: false, linuxSample: null, platform: 'darwin' })).toBe('unavailable');
  });
});
