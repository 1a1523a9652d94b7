/**
 * How tokens are encrypted at rest. The app passes Electron's safeStorage through an adapter; tests
 * pass a fake cipher. Nothing here imports electron.
 */
import type { ProtectionLevel } from '../../../shared/profiles';

/** Encrypts and decrypts tokens; `level` says how much that is worth on this machine. */
export interface Encryptor {
  /**
   * secure: an OS key store protects the key (Keychain, DPAPI, libsecret/kwallet);
   * weak: encryption with a key the OS does not protect (Linux "basic_text");
   * unavailable: no encryption at all.
   */
  level(): ProtectionLevel;
  /** Throws when level() is 'unavailable'. */
  encrypt(plain: string): Buffer;
  /** Throws when the data cannot be decrypted (another machine, another user, a reset keyring). */
  decrypt(data: Buffer): string;
}

/** An encryptor for machines without any: level 'unavailable'. */
export const NO_ENCRYPTION: Encryptor = {
  level: () => 'unavailable',
  encrypt: () => {
    throw new Error('encryption is not available');
  },
  decrypt: () => {
    throw new Error('encryption is not available');
  },
};
