/**
 * Electron's safeStorage as an Encryptor, through its asynchronous API (core's
 * asyncSafeStorageEncryptor): secure only when encryption is available and, on Linux, its ciphertext
 * shows a secret service's key (not the key built into Chromium; core's protection-level.ts). Use
 * only after the app's `ready` event: before it, safeStorage reports encryption as unavailable and
 * rejects.
 */
import { safeStorage } from 'electron';
import { asyncSafeStorageEncryptor } from '../core/profiles/async-safe-storage';
import type { Encryptor } from '../core/profiles/encryptor';

/** The Encryptor for the desktop app. */
export function safeStorageEncryptor(platform: NodeJS.Platform = process.platform): Encryptor {
  return asyncSafeStorageEncryptor(safeStorage, platform);
}
