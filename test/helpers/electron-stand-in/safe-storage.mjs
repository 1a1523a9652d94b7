// The stand-in's safeStorage, with Electron's two APIs and the rules the app depends on:
// - the synchronous API (encryptString, decryptString, isEncryptionAvailable) is deprecated in
//   Electron 45 and goes in a later major: its calls are recorded so a test can show main makes none;
// - both APIs write one form, as Electron's do (its asynchronous key providers are "compatible with
//   OSCrypt sync"): the key's 3-character version tag, then the text encrypted under that key
//   (AES-256-GCM here; Chromium's ciphers differ, what matters is which key);
// - which key, as Electron has it (shell/browser/electron_browser_main_parts.cc, browser_process_impl.cc):
//   macOS: the Keychain item "<app name> Safe Storage" (KeychainPassword's service name), tag v10;
//   Linux: with a secret service (GNOME Keyring, KWallet) its item "<app name> Safe Storage", tag v11;
//     without one (STAND_IN_SECRET_SERVICE=absent) the asynchronous API falls back to
//     PosixKeyProvider, a key built into Chromium, tag v10, and isAsyncEncryptionAvailable still
//     resolves true. v10 data decrypts with that key everywhere, and asks to be encrypted again
//     where a secret service is there. getSelectedStorageBackend answers the synchronous API's choice
//     by desktop (STAND_IN_STORAGE_BACKEND), which says nothing about the asynchronous provider;
//   Windows: a key kept in "Local State" in the sessionData folder (os_crypt.encrypted_key; DPAPI
//     ties it to the user), tag v10.
//   The app name is package.json's productName (else its name). The Keychain and the keyring belong
//   to the user, outside any data folder: STAND_IN_KEY_STORE names a JSON file standing for them (kept
//   in memory without it). A key that is not where Electron looks is made there, as Electron does, so
//   data under another app name's key, or another Local State's, does not decrypt;
// - the asynchronous API rejects before `ready`; after it isAsyncEncryptionAvailable resolves true
//   (Electron's OnOsCryptReady sets it whichever provider answered);
// - STAND_IN_ENCRYPTION=busy makes decryption "temporarily unavailable" (Electron's words), =silent
//   makes the asynchronous API never answer.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DECRYPT_FAILED = 'Error while decrypting the ciphertext provided to safeStorage.decryptStringAsync.';
// Stands for Chromium's built-in v10 key on Linux (PBKDF2 of "peanuts"): the same for every app.
const BUILT_IN_KEY = createHash('sha256').update('peanuts/saltysalt').digest();
const memoryKeyStore = new Map();

// A place is where keys are found: { platform, appName (Electron's app name), sessionData (where
// Windows' Local State is), keyStore (the file standing for the Keychain or keyring, or undefined),
// secretService (Linux: whether one answers) }.

function tagFor(place) {
  return place.platform === 'linux' && place.secretService ? 'v11' : 'v10';
}

function keyFor(place, tag) {
  if (place.platform === 'linux') {
    if (tag === 'v10') return BUILT_IN_KEY;
    return tag === 'v11' && place.secretService ? storedKey(place, 'secret service') : null;
  }
  if (tag !== 'v10') return null;
  if (place.platform === 'win32') return localStateKey(place.sessionData);
  return storedKey(place, 'keychain');
}

// The user's Keychain or keyring: one item per app name, made when missing.
function storedKey(place, store) {
  const item = `${store}: ${place.appName} Safe Storage`;
  const file = place.keyStore;
  const items = file ? (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) : null;
  const known = items ? items[item] : memoryKeyStore.get(item);
  if (known) return Buffer.from(known, 'base64');
  const key = randomBytes(32);
  if (items) writeFileSync(file, JSON.stringify({ ...items, [item]: key.toString('base64') }));
  else memoryKeyStore.set(item, key.toString('base64'));
  return key;
}

// Windows: the key in Local State, made when the file has none (OSCrypt::Init at start-up).
function localStateKey(sessionData) {
  const file = join(sessionData, 'Local State');
  const state = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const known = state.os_crypt?.encrypted_key;
  if (known) return Buffer.from(known, 'base64').subarray('DPAPI'.length);
  const key = randomBytes(32);
  const encrypted = Buffer.concat([Buffer.from('DPAPI'), key]).toString('base64');
  writeFileSync(
    file,
    JSON.stringify({ ...state, os_crypt: { ...state.os_crypt, encrypted_key: encrypted } }),
  );
  return key;
}

function seal(tag, key, plain) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from(tag, 'latin1'), iv, cipher.getAuthTag(), body]);
}

// The plain text, or null when `data` is not sealed under `place`'s key for its tag.
function unseal(place, data) {
  const key = keyFor(place, data.subarray(0, 3).toString('latin1'));
  if (!key || data.length < 31) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(3, 15));
    decipher.setAuthTag(data.subarray(15, 31));
    return Buffer.concat([decipher.update(data.subarray(31)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * `plain` encrypted as Electron encrypts it at `place`, its key made where Electron keeps it if
 * missing: a token an app named `place.appName` saved on this machine (an earlier version's, say).
 */
export function encryptedAt(place, plain) {
  const tag = tagFor(place);
  return seal(tag, keyFor(place, tag), plain);
}

/** safeStorage over `isReady` (whether `ready` fired), `record`, and `placeNow` (read once after ready). */
export function createSafeStorage(isReady, record, placeNow) {
  const mode = () => process.env.STAND_IN_ENCRYPTION ?? 'available';
  let known = null;
  const place = () => (known ??= placeNow());
  const notReady = () => Promise.reject(new Error('safeStorage cannot be used before app is ready'));
  const answer = (work) =>
    mode() === 'silent' ? new Promise(() => undefined) : Promise.resolve().then(work);
  const backend = () => process.env.STAND_IN_STORAGE_BACKEND ?? 'gnome_libsecret';
  // The synchronous API on Linux: its own choice of key store, by desktop.
  const syncPlace = () => ({
    ...place(),
    secretService: place().secretService && backend() !== 'basic_text',
  });
  const storage = {
    isEncryptionAvailable() {
      record('safeStorage.isEncryptionAvailable (deprecated)');
      return isReady() && (place().platform !== 'linux' || syncPlace().secretService);
    },
    encryptString(plain) {
      record('safeStorage.encryptString (deprecated)');
      return encryptedAt(syncPlace(), plain);
    },
    decryptString(data) {
      record('safeStorage.decryptString (deprecated)');
      const plain = unseal(place(), data);
      if (plain === null) throw new Error(DECRYPT_FAILED.replace('decryptStringAsync', 'decryptString'));
      return plain;
    },
    isAsyncEncryptionAvailable() {
      record('safeStorage.isAsyncEncryptionAvailable');
      if (!isReady()) return Promise.resolve(false);
      return answer(() => true);
    },
    encryptStringAsync(plain) {
      record('safeStorage.encryptStringAsync');
      if (!isReady()) return notReady();
      return answer(() => encryptedAt(place(), plain));
    },
    decryptStringAsync(data) {
      record('safeStorage.decryptStringAsync');
      if (!isReady()) return notReady();
      if (mode() === 'busy')
        return Promise.reject(
          new Error('safeStorage.decryptStringAsync is temporarily unavailable. Please try again.'),
        );
      return answer(() => {
        if (data.length === 0) return { shouldReEncrypt: false, result: '' };
        const result = unseal(place(), data);
        if (result === null) throw new Error(DECRYPT_FAILED);
        // Not under the key encryption uses now (a better one is there): encrypt it again.
        return { shouldReEncrypt: data.subarray(0, 3).toString('latin1') !== tagFor(place()), result };
      });
    },
  };
  // Linux only, as in Electron.
  const selected = () => (isReady() ? backend() : 'unknown');
  return process.platform === 'linux' ? { ...storage, getSelectedStorageBackend: selected } : storage;
}
