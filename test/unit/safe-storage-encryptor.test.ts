// The safeStorage adapter, with a stand-in for the electron module (the one edge that cannot run here).
import { afterEach, describe, expect, it, vi } from 'vitest';

function fakeSafeStorage(available: boolean, backend: string) {
  return {
    isEncryptionAvailable: vi.fn(() => available),
    getSelectedStorageBackend: vi.fn(() => backend),
    encryptString: vi.fn((plain: string) => Buffer.from(`enc:${plain}`)),
    decryptString: vi.fn((data: Buffer) => data.toString().replace(/^enc:/, '')),
  };
}

async function adapterWith(safeStorage: ReturnType<typeof fakeSafeStorage>) {
  vi.resetModules();
  vi.doMock('electron', () => ({ safeStorage }));
  return import('../../electron/adapters/safe-storage-encryptor');
}

afterEach(() => {
  vi.doUnmock('electron');
});

describe('safeStorageEncryptor', () => {
  it('reports secure on Linux with libsecret and round-trips through safeStorage', async () => {
    const storage = fakeSafeStorage(true, 'gnome_libsecret');
    const { safeStorageEncryptor } = await adapterWith(storage);
    const encryptor = safeStorageEncryptor('linux');
    expect(encryptor.level()).toBe('secure');
    const sealed = encryptor.encrypt('tok-123');
    expect(storage.encryptString).toHaveBeenCalledWith('tok-123');
    expect(encryptor.decrypt(sealed)).toBe('tok-123');
  });

  it('reports weak on Linux with the basic_text backend', async () => {
    const { safeStorageEncryptor } = await adapterWith(fakeSafeStorage(true, 'basic_text'));
    expect(safeStorageEncryptor('linux').level()).toBe('weak');
  });

  it('does not ask for a Linux backend on other systems', async () => {
    const storage = fakeSafeStorage(true, 'basic_text');
    const { safeStorageEncryptor } = await adapterWith(storage);
    expect(safeStorageEncryptor('darwin').level()).toBe('secure');
    expect(storage.getSelectedStorageBackend).not.toHaveBeenCalled();
  });

  it('reports unavailable when safeStorage cannot encrypt', async () => {
    const { safeStorageEncryptor } = await adapterWith(fakeSafeStorage(false, 'unknown'));
    expect(safeStorageEncryptor('win32').level()).toBe('unavailable');
  });
});
