/**
 * How well safeStorage protects tokens here (kept Electron-free for tests). Electron's asynchronous
 * API has no call that names its key provider, and after `ready` isAsyncEncryptionAvailable()
 * resolves true whichever provider answered: on Linux without a secret service that is Chromium's
 * PosixKeyProvider, whose key is built into every copy of Chromium. getSelectedStorageBackend()
 * describes the synchronous API's choice by desktop, not this one. What does tell is the version tag
 * each provider puts before its ciphertext: "v11" for the key a secret service keeps (GNOME Keyring,
 * KWallet: FreedesktopSecretKeyProvider, the tag the synchronous libsecret and KWallet backends used);
 * "v10" for the built-in key. So on Linux only ciphertext tagged "v11" counts as secure; anything
 * else, including a provider not known here, counts as weak.
 */
import type { ProtectionLevel } from '../../../shared/profiles';

/** What safeStorage says about this machine. */
export interface SafeStorageFacts {
  readonly available: boolean;
  /** Linux only: a sample of what encryptStringAsync makes now (null when it failed); null elsewhere. */
  readonly linuxSample: Buffer | null;
  readonly platform: NodeJS.Platform;
}

/** The tag a secret service's key puts before ciphertext on Linux. */
export const SECRET_SERVICE_TAG = 'v11';

/**
 * secure where an OS key store protects the key (Keychain, DPAPI; on Linux only with positive
 * evidence, a "v11" sample); weak for any other Linux sample or none; unavailable without encryption.
 */
export function levelFor(facts: SafeStorageFacts): ProtectionLevel {
  if (!facts.available) return 'unavailable';
  if (facts.platform !== 'linux') return 'secure';
  const tag = facts.linuxSample?.subarray(0, 3).toString('latin1');
  return tag === SECRET_SERVICE_TAG ? 'secure' : 'weak';
}
