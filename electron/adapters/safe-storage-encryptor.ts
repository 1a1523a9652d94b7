/**
 * Electron's safeStorage as an Encryptor. Secure only when encryption is available and, on Linux,
 * the backend is a real key store (not "basic_text", whose key is hard-coded). Use only after the
 * app's `ready` event: before it, safeStorage reports encryption as unavailable.
 */
import { safeStorage } from 'electron';
import type { Encryptor } from '../core/profiles/encryptor';
import { levelFor } from '../core/profiles/protection-level';

/** The Encryptor for the desktop app. */
export function safeStorageEncryptor(platform: NodeJS.Platform = process.platform): Encryptor {
  return {
    level: () =>
      levelFor({
        available: safeStorage.isEncryptionAvailable(),
        linuxBackend: platform === 'linux' ? safeStorage.getSelectedStorageBackend() : null,
      }),
    encrypt: (plain) => safeStorage.encryptString(plain),
    decrypt: (data) => safeStorage.decryptString(data),
  };
}
