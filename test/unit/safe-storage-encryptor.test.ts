// safeStorage's asynchronous API as an Encryptor (core's asyncSafeStorageEncryptor), over a fake
// safeStorage that answers as Electron documents it, and the adapter wiring it to the electron module.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  asyncSafeStorageEncryptor,
  type AsyncSafeStorage,
} from '../../electron/core/profiles/async-safe-storage';
import { KeyStoreBusyError } from '../../electron/core/profiles/encryptor';

/**
 * A fake safeStorage: `available` for isAsyncEncryptionAvailable, `tag` the version tag its key
 * puts before ciphertext (v11: a secret service's key on Linux; v10: the key built into Chromium),
 * `decrypt` for decryptStringAsync.
 */
function fakeSafeStorage(
  available: boolean | 'never',
  tag = 'v11',
  decrypt: AsyncSafeStorage['decryptStringAsync'] = async (data) => ({
    shouldReEncrypt: data.toString().startsWith('old:'),
    result: data.toString().replace(/^(old:|v1\d)/, ''),
  }),
) {
  return {
    isAsyncEncryptionAvailable: vi.fn(() =>
      available === 'never' ? new Promise<boolean>(() => undefined) : Promise.resolve(available),
    ),
    // The synchronous API's choice by desktop, which says nothing about the asynchronous provider.
    getSelectedStorageBackend: vi.fn(() => 'gnome_libsecret'),
    encryptStringAsync: vi.fn(async (plain: string) => Buffer.from(`${tag}${plain}`)),
    decryptStringAsync: vi.fn(decrypt),
    // The deprecated synchronous API: the encryptor must not touch it.
    encryptString: vi.fn(),
    decryptString: vi.fn(),
    isEncryptionAvailable: vi.fn(),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock('electron');
  vi.resetModules();
});

describe('asyncSafeStorageEncryptor', () => {
  it('is secure on Linux with a secret service’s key and round-trips through the asynchronous API only', async () => {
    const storage = fakeSafeStorage(true);
    const encryptor = asyncSafeStorageEncryptor(storage, 'linux');
    expect(await encryptor.level()).toBe('secure');
    const sealed = await encryptor.encrypt('tok-123');
    expect(await encryptor.decrypt(sealed)).toEqual({ text: 'tok-123', reEncrypt: false });
    for (const sync of [storage.encryptString, storage.decryptString, storage.isEncryptionAvailable])
      expect(sync).not.toHaveBeenCalled();
  });

  it('passes on that a token should be encrypted again (shouldReEncrypt)', async () => {
    const encryptor = asyncSafeStorageEncryptor(fakeSafeStorage(true), 'darwin');
    expect(await encryptor.decrypt(Buffer.from('old:tok-123'))).toEqual({ text: 'tok-123', reEncrypt: true });
  });

  it('is weak on Linux when encryption falls back to the built-in key, whatever the backend says', async () => {
    const fallback = fakeSafeStorage(true, 'v10');
    expect(await asyncSafeStorageEncryptor(fallback, 'linux').level()).toBe('weak');
    expect(fallback.getSelectedStorageBackend).not.toHaveBeenCalled();
  });

  it('is weak on Linux while no sample can be made, and looks again next time', async () => {
    const storage = fakeSafeStorage(true, 'v11');
    storage.encryptStringAsync.mockRejectedValueOnce(new Error('the keyring is locked'));
    const encryptor = asyncSafeStorageEncryptor(storage, 'linux');
    expect(await encryptor.level()).toBe('weak');
    expect(await encryptor.level()).toBe('secure');
    expect(await encryptor.level()).toBe('secure');
    // The provider is settled once made: one sample, not one per call.
    expect(storage.encryptStringAsync).toHaveBeenCalledTimes(2);
  });

  it('is secure on macOS and Windows without encrypting a sample', async () => {
    for (const platform of ['darwin', 'win32'] as const) {
      const storage = fakeSafeStorage(true, 'v10');
      expect(await asyncSafeStorageEncryptor(storage, platform).level()).toBe('secure');
      expect(storage.encryptStringAsync).not.toHaveBeenCalled();
    }
  });

  it('is unavailable when safeStorage cannot encrypt, or does not say so in time', async () => {
    expect(await asyncSafeStorageEncryptor(fakeSafeStorage(false), 'win32').level()).toBe('unavailable');
    expect(await asyncSafeStorageEncryptor(fakeSafeStorage('never'), 'win32', 50).level()).toBe(
      'unavailable',
    );
  });

  it('turns "temporarily unavailable" and a key store that does not answer into KeyStoreBusyError', async () => {
    const temporarily = fakeSafeStorage(true, 'v11', () =>
      Promise.reject(
        new Error('safeStorage.decryptStringAsync is temporarily unavailable. Please try again.'),
      ),
    );
    await expect(
      asyncSafeStorageEncryptor(temporarily, 'linux').decrypt(Buffer.from('x')),
    ).rejects.toBeInstanceOf(KeyStoreBusyError);
    const silent = fakeSafeStorage(true, 'v11', () => new Promise(() => undefined));
    await expect(asyncSafeStorageEncryptor(silent, 'linux', 50).decrypt(Buffer.from('x'))).rejects.toThrow(
      /did not answer within 0.05 s/,
    );
  });

  it('waits for a key store that does not start once, not once per call, and uses it once it answers', async () => {
    let started!: (available: boolean) => void;
    const storage = fakeSafeStorage(true);
    storage.isAsyncEncryptionAvailable.mockImplementation(
      () => new Promise((resolve) => (started = resolve)),
    );
    // A fake clock: the one wait passes when the test says so, and a second wait would show as a timer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const encryptor = asyncSafeStorageEncryptor(storage, 'darwin', 50);
    const level = encryptor.level();
    await vi.advanceTimersByTimeAsync(50);
    expect(await level).toBe('unavailable');
    const calls = [encryptor.decrypt(Buffer.from('v11a')), encryptor.decrypt(Buffer.from('v11b'))];
    expect(vi.getTimerCount()).toBe(0);
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(KeyStoreBusyError);
    expect(storage.decryptStringAsync).not.toHaveBeenCalled();
    started(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await encryptor.decrypt(Buffer.from('v11a'))).toEqual({ text: 'a', reEncrypt: false });
  });

  it('keeps a real decryption failure apart from a busy key store', async () => {
    const wrongKey = fakeSafeStorage(true, 'v11', () =>
      Promise.reject(
        new Error('Error while decrypting the ciphertext provided to safeStorage.decryptStringAsync.'),
      ),
    );
    const error = await asyncSafeStorageEncryptor(wrongKey, 'linux')
      .decrypt(Buffer.from('x'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(KeyStoreBusyError);
  });
});

describe('safeStorageEncryptor (the adapter)', () => {
  it("hands Electron's safeStorage to the asynchronous encryptor", async () => {
    const storage = fakeSafeStorage(true, 'v10');
    vi.doMock('electron', () => ({ safeStorage: storage }));
    const { safeStorageEncryptor } = await import('../../electron/adapters/safe-storage-encryptor');
    const encryptor = safeStorageEncryptor('linux');
    expect(await encryptor.level()).toBe('weak');
    await encryptor.encrypt('tok');
    expect(storage.encryptStringAsync).toHaveBeenLastCalledWith('tok');
    expect(storage.encryptString).not.toHaveBeenCalled();
  });
});
