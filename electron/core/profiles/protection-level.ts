/** Maps what safeStorage reports to how well tokens are protected (kept Electron-free for tests). */
import type { ProtectionLevel } from '../../../shared/profiles';

/** What safeStorage says about this machine. */
export interface SafeStorageFacts {
  readonly available: boolean;
  /** Linux only: "basic_text", "gnome_libsecret", "kwallet", ...; null elsewhere. */
  readonly linuxBackend: string | null;
}

/** secure with a real key store; weak with basic_text (a hard-coded key); unavailable otherwise. */
export function levelFor(facts: SafeStorageFacts): ProtectionLevel {
  if (!facts.available) return 'unavailable';
  if (facts.linuxBackend === 'basic_text' || facts.linuxBackend === 'unknown') return 'weak';
  return 'secure';
}
