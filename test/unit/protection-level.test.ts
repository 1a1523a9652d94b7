// How well tokens are protected, from what Electron's safeStorage reports.
import { describe, expect, it } from 'vitest';
import { levelFor } from '../../electron/core/profiles/protection-level';

describe('levelFor', () => {
  it('is secure with encryption available and no Linux backend (macOS, Windows)', () => {
    expect(levelFor({ available: true, linuxBackend: null })).toBe('secure');
  });

  it.each(['gnome_libsecret', 'kwallet', 'kwallet5', 'kwallet6'])(
    'is secure on Linux with the %s key store',
    (backend) => {
      expect(levelFor({ available: true, linuxBackend: backend })).toBe('secure');
    },
  );

  it('is weak on Linux with basic_text, whose key is built into Chromium', () => {
    expect(levelFor({ available: true, linuxBackend: 'basic_text' })).toBe('weak');
  });

  it('is weak when the Linux backend is not known yet', () => {
    expect(levelFor({ available: true, linuxBackend: 'unknown' })).toBe('weak');
  });

  it('is unavailable when safeStorage cannot encrypt at all', () => {
    expect(levelFor({ available: false, linuxBackend: 'gnome_libsecret' })).toBe('unavailable');
    expect(levelFor({ available: false, linuxBackend: null })).toBe('unavailable');
  });
});
