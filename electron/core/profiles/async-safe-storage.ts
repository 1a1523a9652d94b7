/**
 * Electron's safeStorage, asynchronous API, as an Encryptor (kept Electron-free: the adapter passes
 * the module in). The synchronous API (encryptString, decryptString, isEncryptionAvailable) is
 * deprecated in Electron 45 and goes in a later major; tokens it encrypted still decrypt through
 * decryptStringAsync, which then asks for them to be encrypted again (`shouldReEncrypt`). Every call
 * is bounded: a key store that does not answer (a prompt nobody answers, a locked keyring) makes the
 * call fail as KeyStoreBusyError instead of holding the app. While the key store has not finished
 * starting after such a wait, further calls fail at once, so a start waits once, not once per token.
 */
import type { ProtectionLevel } from '../../../shared/profiles';
import { KeyStoreBusyError, type Encryptor } from './encryptor';
import { levelFor } from './protection-level';

/** The part of Electron's safeStorage used. */
export interface AsyncSafeStorage {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plainText: string): Promise<Buffer>;
  decryptStringAsync(encrypted: Buffer): Promise<{ shouldReEncrypt: boolean; result: string }>;
}

// Encrypted once to see which key the asynchronous API uses on Linux (protection-level.ts).
const SAMPLE = 'retail-inspector: which key?';

/** How long a key store may take to answer; a macOS Keychain prompt waits for the user. */
export const KEY_STORE_TIMEOUT_MS = 30_000;

/** An Encryptor over `safeStorage`; on Linux (`platform`) a sample encryption tells its key's level. */
export function asyncSafeStorageEncryptor(
  safeStorage: AsyncSafeStorage,
  platform: NodeJS.Platform,
  timeoutMs = KEY_STORE_TIMEOUT_MS,
): Encryptor {
  // Set when the key store's start-up outlived a wait; cleared once it has answered.
  let starting: Promise<unknown> | null = null;
  const bounded = <T>(work: () => Promise<T>): Promise<T> => {
    if (starting) return Promise.reject(new KeyStoreBusyError('The system key store has not answered yet.'));
    const call = Promise.resolve().then(work);
    return withinTime(call, timeoutMs).catch((error: unknown) => {
      if (error instanceof KeyStoreBusyError && !starting) {
        const pending = (starting = call.then(
          () => undefined,
          () => undefined,
        ));
        void pending.then(() => {
          if (starting === pending) starting = null;
        });
      }
      throw error;
    });
  };
  // The provider encryption uses is settled once per process (Electron's encryptor is made once), so
  // a sample that was made is not made again; one that failed is tried again next time.
  let linuxSample: Buffer | null = null;
  const sample = async (): Promise<Buffer | null> =>
    (linuxSample ??= await bounded(() => safeStorage.encryptStringAsync(SAMPLE)).catch(() => null));
  return {
    async level(): Promise<ProtectionLevel> {
      const available = await bounded(() => safeStorage.isAsyncEncryptionAvailable()).catch(() => false);
      const made = available && platform === 'linux' ? await sample() : null;
      return levelFor({ available, linuxSample: made, platform });
    },
    encrypt: (plain) => bounded(() => safeStorage.encryptStringAsync(plain)),
    async decrypt(data) {
      try {
        const { result, shouldReEncrypt } = await bounded(() => safeStorage.decryptStringAsync(data));
        return { text: result, reEncrypt: shouldReEncrypt };
      } catch (error) {
        // Electron's words when the key provider is not ready: "... is temporarily unavailable".
        if (error instanceof Error && /temporarily unavailable/i.test(error.message))
          throw new KeyStoreBusyError('The system key store is not available just now.', { cause: error });
        throw error;
      }
    },
  };
}

function withinTime<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new KeyStoreBusyError(`The system key store did not answer within ${ms / 1000} s.`)),
      ms,
    );
    timer.unref();
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}
