/**
 * How tokens are encrypted at rest. The app passes Electron's safeStorage (its asynchronous API)
 * through an adapter; tests pass a fake cipher. Nothing here imports electron.
 */
import type { ProtectionLevel } from '../../../shared/profiles';

/** A decrypted token, and whether it should be encrypted again (the key was rotated or improved). */
export interface Decrypted {
  readonly text: string;
  readonly reEncrypt: boolean;
}

/** Encrypts and decrypts tokens; `level` says how much that is worth on this machine. */
export interface Encryptor {
  /**
   * secure: an OS key store protects the key (Keychain, DPAPI, libsecret/kwallet);
   * weak: encryption with a key the OS does not protect (Linux "basic_text");
   * unavailable: no encryption at all. Never rejects.
   */
  level(): Promise<ProtectionLevel>;
  /** Rejects when level() is 'unavailable', or with KeyStoreBusyError when the key store does not answer. */
  encrypt(plain: string): Promise<Buffer>;
  /**
   * Rejects with KeyStoreBusyError when the key store is temporarily unavailable (try again later),
   * with another error when the data cannot be decrypted here (another machine, user or keyring).
   */
  decrypt(data: Buffer): Promise<Decrypted>;
}

/** The key store could not be used just now (locked, busy, not answering): the data is not lost. */
export class KeyStoreBusyError extends Error {
  override readonly name = 'KeyStoreBusyError';
}

const unavailable = () => Promise.reject(new Error('encryption is not available'));

/** An encryptor for machines without any: level 'unavailable'. */
export const NO_ENCRYPTION: Encryptor = {
  level: async () => 'unavailable',
  encrypt: unavailable,
  decrypt: unavailable,
};
