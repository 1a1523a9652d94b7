// The stand-in's safeStorage, with Electron's two APIs and the rules the app depends on:
// - the synchronous API (encryptString, decryptString, isEncryptionAvailable) is deprecated in
//   Electron 45 and goes in a later major: its calls are recorded so a test can show main makes none;
// - the asynchronous API rejects before `ready` and decrypts what the synchronous API encrypted
//   (the old form), asking for it to be encrypted again (`shouldReEncrypt`), as Electron documents;
// - STAND_IN_ENCRYPTION=unavailable makes encryption unavailable, =busy makes the key store
//   "temporarily unavailable" (Electron's words), =silent makes it never answer.
// The cipher is reversible and obviously not secure: the point is where tokens go.

const OLD = 'stand-in:';
const NEW = 'stand-in-async:';

/** A token as the synchronous API encrypted it (a profile saved by an earlier version of the app). */
export function syncCiphertext(plain) {
  return Buffer.from(`${OLD}${Buffer.from(plain, 'utf8').toString('base64')}`);
}

/** safeStorage over `isReady` (whether the app's `ready` event fired) and `record`. */
export function createSafeStorage(isReady, record) {
  const mode = () => process.env.STAND_IN_ENCRYPTION ?? 'available';
  const notReady = () => Promise.reject(new Error('safeStorage cannot be used before app is ready'));
  const answer = (value) => (mode() === 'silent' ? new Promise(() => undefined) : Promise.resolve(value));
  return {
    isEncryptionAvailable() {
      record('safeStorage.isEncryptionAvailable (deprecated)');
      return isReady() && mode() !== 'unavailable';
    },
    encryptString(plain) {
      record('safeStorage.encryptString (deprecated)');
      return syncCiphertext(plain);
    },
    decryptString(data) {
      record('safeStorage.decryptString (deprecated)');
      return Buffer.from(data.toString().slice(OLD.length), 'base64').toString('utf8');
    },
    getSelectedStorageBackend() {
      return isReady() ? (process.env.STAND_IN_STORAGE_BACKEND ?? 'gnome_libsecret') : 'unknown';
    },
    isAsyncEncryptionAvailable() {
      record('safeStorage.isAsyncEncryptionAvailable');
      if (!isReady()) return Promise.resolve(false);
      return answer(mode() !== 'unavailable');
    },
    encryptStringAsync(plain) {
      record('safeStorage.encryptStringAsync');
      if (!isReady()) return notReady();
      if (mode() === 'unavailable')
        return Promise.reject(
          new Error('Error while encrypting the text provided to safeStorage.encryptStringAsync.'),
        );
      return answer(Buffer.from(`${NEW}${Buffer.from(plain, 'utf8').toString('base64')}`));
    },
    decryptStringAsync(data) {
      record('safeStorage.decryptStringAsync');
      if (!isReady()) return notReady();
      if (mode() === 'busy')
        return Promise.reject(
          new Error('safeStorage.decryptStringAsync is temporarily unavailable. Please try again.'),
        );
      const text = data.toString();
      const form = [NEW, OLD].find((prefix) => text.startsWith(prefix));
      if (!form || mode() === 'unavailable')
        return Promise.reject(
          new Error('Error while decrypting the ciphertext provided to safeStorage.decryptStringAsync.'),
        );
      const result = Buffer.from(text.slice(form.length), 'base64').toString('utf8');
      return answer({ shouldReEncrypt: form === OLD, result });
    },
  };
}
