// The profile store against real files in a temp folder and a fake cipher: persistence, token secrecy,
// session-only and weak storage, damaged and unreadable files, and atomic, serialized writes.
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../electron/core/lib/app-error';
import { createProfileStore, type ProfileStore } from '../../electron/core/profiles/profile-store';
import type { ErrorCode } from '../../shared/errors';
import type { ProtectionLevel } from '../../shared/profiles';
import { FakeEncryptor } from '../helpers/fake-encryptor';

const TOKEN = 'tok-7d41b2e8a0c94f7f9c3f';
const OTHER_TOKEN = 'tok-0b5e6a91c2d34e88a1b2';
const SHORT_TOKEN = 'abc12345';
const FIXED_NOW = new Date('2024-05-06T07:08:09.123Z');
const FIXED_STAMP = '2024-05-06T07-08-09-123Z';

let folder: string;
let file: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-profiles-'));
  file = join(folder, 'profiles.json');
});

afterEach(async () => {
  // Undo a chmod 000 so the folder can be removed by a non-root user.
  await chmod(file, 0o600).catch(() => undefined);
  await rm(folder, { recursive: true, force: true });
});

/** A loaded store over `file`; each call is a new session of the app. */
async function openStore(
  encryptor = new FakeEncryptor('secure'),
  now = () => FIXED_NOW,
): Promise<ProfileStore> {
  let counter = 0;
  const store = createProfileStore({ file, encryptor, now, newId: () => `p${++counter}-${Math.random()}` });
  await store.load();
  return store;
}

async function rawFile(): Promise<string> {
  return readFile(file, 'utf8');
}

interface FileShape {
  weakStorageAllowed: boolean;
  weakStorageLevel?: string;
  activeProfileId: string | null;
  profiles: {
    id: string;
    name: string;
    baseUrl: string;
    token: { protection: string; data: string } | null;
  }[];
}

async function fileJson(): Promise<FileShape> {
  return JSON.parse(await rawFile()) as FileShape;
}

/** The forms in which a token would be readable in a file: as is, base64 and base64url. */
function readableForms(token: string): string[] {
  const bytes = Buffer.from(token, 'utf8');
  return [token, bytes.toString('base64'), bytes.toString('base64url')];
}

async function expectAppError(promise: Promise<unknown>, code: ErrorCode): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error(`expected an AppError ${code}, but the call succeeded`);
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

describe('ProfileStore: persistence', () => {
  it('creates, lists, gets, updates and removes profiles, and a new instance reads the same file', async () => {
    const store = await openStore();
    expect(store.list()).toEqual([]);

    const { profile: north } = await store.save({
      name: 'Filiale Nord',
      baseUrl: 'https://nord.example.com',
      token: TOKEN,
      timeoutMs: 15_000,
    });
    const { profile: south } = await store.save({ name: 'Filiale Süd', baseUrl: 'https://sued.example.com' });
    expect(store.list().map((p) => p.name)).toEqual(['Filiale Nord', 'Filiale Süd']);
    expect(store.get(north.id)).toEqual(north);
    expect(north).toMatchObject({
      name: 'Filiale Nord',
      baseUrl: 'https://nord.example.com',
      timeoutMs: 15_000,
      insecure: false,
      tokenSet: true,
      tokenStorage: 'secure',
      demo: false,
    });
    expect(south).toMatchObject({
      timeoutMs: 10_000,
      tokenSet: false,
      tokenHint: null,
      tokenStorage: 'none',
    });

    const second = await openStore();
    expect(second.list()).toEqual(store.list());
    expect(second.tokenFor(north.id)).toBe(TOKEN);

    await second.save({ id: south.id, name: 'Filiale Süd (neu)', baseUrl: 'https://sued2.example.com' });
    await second.remove(north.id);

    const third = await openStore();
    expect(third.list()).toEqual([
      expect.objectContaining({
        id: south.id,
        name: 'Filiale Süd (neu)',
        baseUrl: 'https://sued2.example.com',
      }),
    ]);
    expect(third.tokenFor(north.id)).toBeUndefined();
    expect(() => third.get(north.id)).toThrow(AppError);
  });

  it('starts empty and writable when there is no file yet, without creating one', async () => {
    const store = await openStore();
    expect(store.list()).toEqual([]);
    expect(store.status()).toEqual({
      level: 'secure',
      weakStorageAllowed: false,
      agreedLevel: null,
      notice: null,
      writable: true,
    });
    expect(await exists(file)).toBe(false);
  });

  it('persists the active profile id across instances', async () => {
    const store = await openStore();
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com' });
    await store.setActive(profile.id);
    expect(store.activeProfileId()).toBe(profile.id);
    expect((await fileJson()).activeProfileId).toBe(profile.id);
    expect((await openStore()).activeProfileId()).toBe(profile.id);
  });

  it('clears the active profile id when the active profile is removed', async () => {
    const store = await openStore();
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com' });
    await store.setActive(profile.id);
    await store.remove(profile.id);
    expect((await openStore()).activeProfileId()).toBeNull();
  });

  it('rejects setActive for an unknown id with PROFILE_NOT_FOUND', async () => {
    const store = await openStore();
    await expectAppError(store.setActive('no-such-id'), 'PROFILE_NOT_FOUND');
  });

  it('rejects remove() of an unknown id with PROFILE_NOT_FOUND', async () => {
    const store = await openStore();
    await store.save({ name: 'A', baseUrl: 'https://a.example.com' });
    const before = await rawFile();
    await expectAppError(store.remove('no-such-id'), 'PROFILE_NOT_FOUND');
    expect(await rawFile()).toBe(before);
  });

  it('rejects an update of an unknown id with PROFILE_NOT_FOUND', async () => {
    const store = await openStore();
    await expectAppError(
      store.save({ id: 'no-such-id', name: 'A', baseUrl: 'https://a.example.com' }),
      'PROFILE_NOT_FOUND',
    );
    expect(store.list()).toEqual([]);
  });
});

describe('ProfileStore: the token stays secret', () => {
  it('never writes the token in plain text or base64 when protection is secure', async () => {
    const store = await openStore(new FakeEncryptor('secure'));
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    await store.save({ name: 'B', baseUrl: 'https://b.example.com', token: OTHER_TOKEN });
    await store.save({ id: profile.id, name: 'A2', baseUrl: 'https://a.example.com' });

    const raw = await rawFile();
    for (const form of [...readableForms(TOKEN), ...readableForms(OTHER_TOKEN)]) {
      expect(raw).not.toContain(form);
    }
    const stored = (await fileJson()).profiles.map((p) => p.token?.protection);
    expect(stored).toEqual(['os', 'os']);
  });

  it('never puts the token into a view, the list, or the notes of a save', async () => {
    const store = await openStore();
    const saved = await store.save({ name: 'A', baseUrl: 'https://a.example.com/api/v2', token: TOKEN });
    const everything = JSON.stringify([saved, store.list(), store.get(saved.profile.id), store.status()]);
    for (const form of readableForms(TOKEN)) expect(everything).not.toContain(form);
    // Not even a longer tail than the four characters of the hint.
    expect(everything).not.toContain(TOKEN.slice(-5));
  });

  it('shows only tokenSet and a hint of the last four characters of a long token', async () => {
    const store = await openStore();
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    expect(profile.tokenSet).toBe(true);
    expect(profile.tokenHint).toBe(`••••${TOKEN.slice(-4)}`);
    expect(store.list()[0]?.tokenHint).toBe(`••••${TOKEN.slice(-4)}`);
    expect(Object.keys(profile).sort()).toEqual(
      [
        'baseUrl',
        'demo',
        'id',
        'insecure',
        'name',
        'timeoutMs',
        'tokenHint',
        'tokenMissing',
        'tokenSet',
        'tokenStorage',
      ].sort(),
    );
  });

  it('shows just •••• as the hint of a short token', async () => {
    const store = await openStore();
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: SHORT_TOKEN });
    expect(profile.tokenHint).toBe('••••');
    expect(JSON.stringify(store.list())).not.toContain(SHORT_TOKEN.slice(-4));
    expect(store.tokenFor(profile.id)).toBe(SHORT_TOKEN);
  });

  it('keeps the token when an update leaves out `token`', async () => {
    const store = await openStore();
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    const { profile: updated } = await store.save({
      id: profile.id,
      name: 'A2',
      baseUrl: 'https://a.example.com',
    });
    expect(updated).toMatchObject({ name: 'A2', tokenSet: true, tokenStorage: 'secure' });
    expect(store.tokenFor(profile.id)).toBe(TOKEN);
    expect((await openStore()).tokenFor(profile.id)).toBe(TOKEN);
  });

  it('replaces the token when an update gives a new one', async () => {
    const store = await openStore();
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    await store.save({ id: profile.id, name: 'A', baseUrl: 'https://a.example.com', token: OTHER_TOKEN });
    expect(store.tokenFor(profile.id)).toBe(OTHER_TOKEN);
    expect((await openStore()).tokenFor(profile.id)).toBe(OTHER_TOKEN);
  });

  it('removes the token when an update gives `token: null`, in memory and in the file', async () => {
    const store = await openStore();
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    const { profile: updated } = await store.save({
      id: profile.id,
      name: 'A',
      baseUrl: 'https://a.example.com',
      token: null,
    });
    expect(updated).toMatchObject({ tokenSet: false, tokenHint: null, tokenStorage: 'none' });
    expect(store.tokenFor(profile.id)).toBeUndefined();
    expect((await fileJson()).profiles[0]?.token).toBeNull();
    expect((await openStore()).get(profile.id).tokenSet).toBe(false);
  });
});

describe('ProfileStore: base URL on save', () => {
  it('drops a trailing slash before saving', async () => {
    const store = await openStore();
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://shop.example.com/filiale/' });
    expect(profile.baseUrl).toBe('https://shop.example.com/filiale');
    expect((await fileJson()).profiles[0]?.baseUrl).toBe('https://shop.example.com/filiale');
  });

  it('trims a pasted /api/v2/auth/info and says so in a note', async () => {
    const store = await openStore();
    const { profile, notes } = await store.save({
      name: 'A',
      baseUrl: 'https://shop.example.com/api/v2/auth/info',
    });
    expect(profile.baseUrl).toBe('https://shop.example.com');
    expect(notes.some((note) => note.includes('/api/v2/auth/info'))).toBe(true);
    expect((await openStore()).get(profile.id).baseUrl).toBe('https://shop.example.com');
  });

  it('refuses plain http to a non-loopback host with INVALID_ARGUMENT and writes nothing', async () => {
    const store = await openStore();
    await expectAppError(
      store.save({ name: 'A', baseUrl: 'http://shop.example.com', token: TOKEN }),
      'INVALID_ARGUMENT',
    );
    expect(store.list()).toEqual([]);
    expect(await exists(file)).toBe(false);
  });

  it('accepts plain http to a non-loopback host when the profile is marked insecure', async () => {
    const store = await openStore();
    const { profile } = await store.save({ name: 'A', baseUrl: 'http://shop.example.com', insecure: true });
    expect(profile).toMatchObject({ baseUrl: 'http://shop.example.com', insecure: true });
    expect((await openStore()).get(profile.id).insecure).toBe(true);
  });

  it.each(['http://127.0.0.1:8080', 'http://localhost:3000', 'http://[::1]:8080'])(
    'accepts plain http to the loopback address %s without the insecure choice',
    async (baseUrl) => {
      const store = await openStore();
      const { profile } = await store.save({ name: 'Lokal', baseUrl });
      expect(profile).toMatchObject({ baseUrl, insecure: false });
    },
  );
});

describe('ProfileStore: weak or no protection', () => {
  it.each<ProtectionLevel>(['weak', 'unavailable'])(
    'keeps the token for the session only when the level is %s and weak storage is not confirmed',
    async (level) => {
      const store = await openStore(new FakeEncryptor(level));
      const { profile, notes } = await store.save({
        name: 'A',
        baseUrl: 'https://a.example.com',
        token: TOKEN,
      });
      expect(profile).toMatchObject({ tokenSet: true, tokenStorage: 'session' });
      expect(notes.some((note) => /session/i.test(note))).toBe(true);
      expect(store.tokenFor(profile.id)).toBe(TOKEN);

      const raw = await rawFile();
      for (const form of readableForms(TOKEN)) expect(raw).not.toContain(form);
      expect((await fileJson()).profiles[0]?.token).toBeNull();

      const nextSession = await openStore(new FakeEncryptor(level));
      expect(nextSession.get(profile.id)).toMatchObject({ tokenSet: false, tokenStorage: 'none' });
      expect(nextSession.tokenFor(profile.id)).toBeUndefined();
    },
  );

  it('keeps a session-only token when the profile is updated without `token`', async () => {
    const store = await openStore(new FakeEncryptor('weak'));
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    const { profile: updated } = await store.save({
      id: profile.id,
      name: 'A2',
      baseUrl: 'https://a.example.com',
    });
    expect(updated).toMatchObject({ tokenSet: true, tokenStorage: 'session' });
    expect(store.tokenFor(profile.id)).toBe(TOKEN);
    expect((await fileJson()).profiles[0]?.token).toBeNull();
  });

  it.each<[ProtectionLevel, string]>([
    ['weak', 'weak'],
    ['unavailable', 'plain'],
  ])(
    'writes the session tokens after setWeakStorageAllowed(true) when the level is %s',
    async (level, protection) => {
      const store = await openStore(new FakeEncryptor(level));
      const { profile: a } = await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
      const { profile: b } = await store.save({
        name: 'B',
        baseUrl: 'https://b.example.com',
        token: OTHER_TOKEN,
      });
      await store.save({ name: 'C', baseUrl: 'https://c.example.com' });

      await store.setWeakStorageAllowed(true);
      expect(store.status().weakStorageAllowed).toBe(true);
      expect(store.list().map((p) => p.tokenStorage)).toEqual(['weak', 'weak', 'none']);

      const written = await fileJson();
      expect(written.weakStorageAllowed).toBe(true);
      expect(written.profiles.map((p) => p.token?.protection ?? null)).toEqual([
        protection,
        protection,
        null,
      ]);

      const nextSession = await openStore(new FakeEncryptor(level));
      expect(nextSession.status().weakStorageAllowed).toBe(true);
      expect(nextSession.tokenFor(a.id)).toBe(TOKEN);
      expect(nextSession.tokenFor(b.id)).toBe(OTHER_TOKEN);
      expect(nextSession.get(a.id).tokenStorage).toBe('weak');
    },
  );

  it('never writes a weakly stored token in plain text', async () => {
    const store = await openStore(new FakeEncryptor('weak'));
    await store.setWeakStorageAllowed(true);
    await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    expect(await rawFile()).not.toContain(TOKEN);
  });

  it('remembers the weak storage choice: a new instance stores new tokens weakly without asking again', async () => {
    const first = await openStore(new FakeEncryptor('weak'));
    await first.setWeakStorageAllowed(true);

    const second = await openStore(new FakeEncryptor('weak'));
    const { profile, notes } = await second.save({
      name: 'A',
      baseUrl: 'https://a.example.com',
      token: TOKEN,
    });
    expect(profile.tokenStorage).toBe('weak');
    expect(notes).toEqual([]);
    expect((await openStore(new FakeEncryptor('weak'))).tokenFor(profile.id)).toBe(TOKEN);
  });

  it('removes the tokens from the file after setWeakStorageAllowed(false) but keeps them for the session', async () => {
    const store = await openStore(new FakeEncryptor('weak'));
    await store.setWeakStorageAllowed(true);
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    expect((await fileJson()).profiles[0]?.token).not.toBeNull();

    await store.setWeakStorageAllowed(false);
    const written = await fileJson();
    expect(written.weakStorageAllowed).toBe(false);
    expect(written.profiles[0]?.token).toBeNull();
    expect(store.tokenFor(profile.id)).toBe(TOKEN);
    expect(store.get(profile.id)).toMatchObject({ tokenSet: true, tokenStorage: 'session' });

    const nextSession = await openStore(new FakeEncryptor('weak'));
    expect(nextSession.status().weakStorageAllowed).toBe(false);
    expect(nextSession.tokenFor(profile.id)).toBeUndefined();
  });
});

describe('ProfileStore: a damaged file', () => {
  async function movedAside(): Promise<string[]> {
    return (await readdir(folder)).filter((name) => name.startsWith('profiles.json.corrupt-'));
  }

  it.each([
    ['not JSON', '{"version": 1, "profiles": [ this is not json'],
    ['valid JSON of the wrong shape', JSON.stringify({ version: 2, profiles: 'none', extra: true })],
    ['an empty file', ''],
  ])('moves a file that is %s aside with its content intact and starts empty', async (_kind, content) => {
    await writeFile(file, content);
    const store = await openStore();

    expect(await movedAside()).toEqual([`profiles.json.corrupt-${FIXED_STAMP}`]);
    expect(await readFile(join(folder, `profiles.json.corrupt-${FIXED_STAMP}`), 'utf8')).toBe(content);
    expect(await exists(file)).toBe(false);
    expect(store.list()).toEqual([]);
    expect(store.status().writable).toBe(true);
    expect(store.status().notice).toContain(`profiles.json.corrupt-${FIXED_STAMP}`);
  });

  it('does not touch the moved-aside file when saving afterwards', async () => {
    const content = JSON.stringify({ version: 1, profiles: [{ id: 'x', name: 42 }] });
    await writeFile(file, content);
    const store = await openStore();
    const [aside] = await movedAside();
    expect(aside).toBeDefined();
    const asidePath = join(folder, aside ?? '');
    const before = await stat(asidePath);

    await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    await store.setActive(store.list()[0]?.id ?? null);

    expect(await readFile(asidePath, 'utf8')).toBe(content);
    expect((await stat(asidePath)).mtimeMs).toBe(before.mtimeMs);
    expect(await movedAside()).toEqual([aside]);
    expect((await openStore()).list().map((p) => p.name)).toEqual(['A']);
  });

  it('never overwrites an earlier moved-aside file when another corrupt file is found at the same time', async () => {
    await writeFile(file, 'first corrupt content');
    await openStore();
    await writeFile(file, 'second corrupt content');
    await openStore();

    const contents = await Promise.all(
      (await movedAside()).map((name) => readFile(join(folder, name), 'utf8')),
    );
    expect(contents.sort()).toEqual(['first corrupt content', 'second corrupt content']);
  });
});

describe('ProfileStore: an unreadable file', () => {
  /** Makes `file` unreadable: chmod 000, or, where that does not stop reading (root), a directory. */
  async function makeUnreadable(): Promise<() => Promise<unknown>> {
    await writeFile(
      file,
      JSON.stringify({ version: 1, weakStorageAllowed: false, activeProfileId: null, profiles: [] }),
    );
    await chmod(file, 0o000);
    const readable = await readFile(file).then(
      () => true,
      () => false,
    );
    if (!readable) {
      return async () => {
        await chmod(file, 0o600);
        const content = await readFile(file, 'utf8');
        await chmod(file, 0o000);
        return { mode: (await stat(file)).mode & 0o777, content };
      };
    }
    await rm(file);
    await mkdir(file);
    await writeFile(join(file, 'inside.txt'), 'keep me');
    return async () => ({
      directory: (await stat(file)).isDirectory(),
      entries: await readdir(file),
      inside: await readFile(join(file, 'inside.txt'), 'utf8'),
    });
  }

  it('leaves the file untouched and reports the store as not writable', async () => {
    const snapshot = await makeUnreadable();
    const before = await snapshot();
    const store = await openStore();

    expect(store.list()).toEqual([]);
    expect(store.status().writable).toBe(false);
    expect(store.status().notice).toMatch(/could not be read/);
    expect(await snapshot()).toEqual(before);
    expect((await readdir(folder)).filter((name) => name.includes('corrupt'))).toEqual([]);
  });

  it('rejects save with PROFILE_STORE without modifying the file', async () => {
    const snapshot = await makeUnreadable();
    const before = await snapshot();
    const store = await openStore();

    await expectAppError(
      store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN }),
      'PROFILE_STORE',
    );
    await expectAppError(store.setWeakStorageAllowed(true), 'PROFILE_STORE');
    expect(await snapshot()).toEqual(before);
    expect((await readdir(folder)).sort()).toEqual(['profiles.json']);
  });
});

describe('ProfileStore: a token that cannot be decrypted', () => {
  it('keeps the profile without its token and names it in the notice', async () => {
    const writer = await openStore(new FakeEncryptor('secure'));
    const { profile: north } = await writer.save({
      name: 'Filiale Nord',
      baseUrl: 'https://nord.example.com',
      token: TOKEN,
    });
    const { profile: plainProfile } = await writer.save({
      name: 'Ohne Token',
      baseUrl: 'https://o.example.com',
    });

    const broken = new FakeEncryptor('secure');
    broken.failDecrypt = true;
    const store = await openStore(broken);

    expect(store.list().map((p) => p.id)).toEqual([north.id, plainProfile.id]);
    expect(store.get(north.id)).toMatchObject({ name: 'Filiale Nord', tokenSet: false, tokenHint: null });
    expect(store.tokenFor(north.id)).toBeUndefined();
    expect(store.status().notice).toContain('"Filiale Nord"');
    expect(store.status().notice).not.toContain('Ohne Token');
    expect(store.status().writable).toBe(true);
  });

  it('accepts a new token for a profile whose token could not be decrypted', async () => {
    const writer = await openStore(new FakeEncryptor('secure'));
    const { profile } = await writer.save({
      name: 'Filiale Nord',
      baseUrl: 'https://nord.example.com',
      token: TOKEN,
    });

    const broken = new FakeEncryptor('secure');
    broken.failDecrypt = true;
    const store = await openStore(broken);
    await store.save({
      id: profile.id,
      name: 'Filiale Nord',
      baseUrl: 'https://nord.example.com',
      token: OTHER_TOKEN,
    });
    expect(store.get(profile.id).tokenSet).toBe(true);
    expect((await openStore(new FakeEncryptor('secure'))).tokenFor(profile.id)).toBe(OTHER_TOKEN);
  });
});

describe('ProfileStore: the key store answers asynchronously', () => {
  /** The sealed data of the first profile's token, decoded (the fake cipher's prefix shows its key). */
  async function sealedPrefix(): Promise<string> {
    const data = (await fileJson()).profiles[0]?.token?.data ?? '';
    return Buffer.from(data, 'base64').subarray(0, 6).toString('latin1');
  }

  it('encrypts a token again when the key store asks to (a rotated key), and it still opens', async () => {
    const writer = await openStore(new FakeEncryptor('secure'));
    const { profile } = await writer.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    expect(await sealedPrefix()).toBe('FAKE1:');

    const rotated = new FakeEncryptor('secure');
    rotated.keyVersion = 2;
    const store = await openStore(rotated);
    expect(store.tokenFor(profile.id)).toBe(TOKEN);
    expect(await sealedPrefix()).toBe('FAKE2:');
    expect((await fileJson()).profiles[0]?.token?.protection).toBe('os');

    const later = new FakeEncryptor('secure');
    later.keyVersion = 2;
    const before = await rawFile();
    expect((await openStore(later)).tokenFor(profile.id)).toBe(TOKEN);
    expect(await rawFile()).toBe(before);
  });

  it('keeps a token the key store cannot read just now, says so, and reads it on the next refresh', async () => {
    const writer = await openStore(new FakeEncryptor('secure'));
    const { profile } = await writer.save({ name: 'Nord', baseUrl: 'https://n.example.com', token: TOKEN });
    const stored = await rawFile();

    const locked = new FakeEncryptor('secure');
    locked.busy = true;
    const store = await openStore(locked);
    expect(store.tokenFor(profile.id)).toBeUndefined();
    expect(store.status().notice).toMatch(/key store did not answer.*"Nord".*read again/);
    expect(store.status().notice).not.toMatch(/enter it again/);
    expect(await rawFile()).toBe(stored);

    locked.busy = false;
    await store.refresh();
    expect(store.tokenFor(profile.id)).toBe(TOKEN);
    expect(store.get(profile.id).tokenStorage).toBe('secure');
    expect(store.status().notice).toBeNull();
  });

  it('keeps a new token for the session when the key store does not encrypt it, and says to save it later', async () => {
    const encryptor = new FakeEncryptor('secure');
    const store = await openStore(encryptor);
    encryptor.busy = true;
    const { profile, notes } = await store.save({
      name: 'A',
      baseUrl: 'https://a.example.com',
      token: TOKEN,
    });
    expect(profile.tokenStorage).toBe('session');
    expect(notes.join(' ')).toMatch(/key store did not encrypt it/);
    expect((await fileJson()).profiles[0]?.token).toBeNull();
    expect(store.tokenFor(profile.id)).toBe(TOKEN);
  });
});

describe('ProfileStore: the level weak storage was agreed at', () => {
  it('records the level the user agreed to, and forgets it when the consent is withdrawn', async () => {
    const store = await openStore(new FakeEncryptor('weak'));
    await store.setWeakStorageAllowed(true);
    expect((await fileJson()).weakStorageLevel).toBe('weak');
    expect(store.status()).toMatchObject({ weakStorageAllowed: true, agreedLevel: 'weak' });
    await store.setWeakStorageAllowed(false);
    expect((await fileJson()).weakStorageLevel).toBeUndefined();
    expect(store.status()).toMatchObject({ weakStorageAllowed: false, agreedLevel: null });
  });

  it('asks again when protection is weaker than agreed: new tokens stay for the session, never in plain', async () => {
    await (await openStore(new FakeEncryptor('weak'))).setWeakStorageAllowed(true);

    const store = await openStore(new FakeEncryptor('unavailable'));
    expect(store.status()).toMatchObject({
      level: 'unavailable',
      weakStorageAllowed: false,
      agreedLevel: 'weak',
    });
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    expect(profile.tokenStorage).toBe('session');
    expect((await fileJson()).profiles[0]?.token).toBeNull();

    await store.setWeakStorageAllowed(true);
    expect((await fileJson()).weakStorageLevel).toBe('unavailable');
    expect(store.status()).toMatchObject({ weakStorageAllowed: true, agreedLevel: 'unavailable' });
  });

  it('lets a consent given without encryption cover a stronger level', async () => {
    await (await openStore(new FakeEncryptor('unavailable'))).setWeakStorageAllowed(true);
    const store = await openStore(new FakeEncryptor('weak'));
    expect(store.status().weakStorageAllowed).toBe(true);
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    expect(profile.tokenStorage).toBe('weak');
    await store.setWeakStorageAllowed(true);
    expect((await fileJson()).weakStorageLevel).toBe('unavailable');
  });

  it('reads a consent recorded before levels were as given at weak', async () => {
    await writeFile(
      file,
      JSON.stringify({ version: 1, weakStorageAllowed: true, activeProfileId: null, profiles: [] }),
    );
    expect((await openStore(new FakeEncryptor('weak'))).status().weakStorageAllowed).toBe(true);
    expect((await openStore(new FakeEncryptor('unavailable'))).status()).toMatchObject({
      weakStorageAllowed: false,
      agreedLevel: 'weak',
    });
  });
});

describe('ProfileStore: atomic writes', () => {
  it('holds all 20 profiles in valid JSON after 20 concurrent saves, and leaves no temp files', async () => {
    const store = await openStore();
    const names = Array.from({ length: 20 }, (_, i) => `Filiale ${i + 1}`);
    await Promise.all(
      names.map((name, i) =>
        store.save({ name, baseUrl: `https://f${i}.example.com`, token: `${TOKEN}-${i}` }),
      ),
    );

    const written = await fileJson();
    expect(written.profiles.map((p) => p.name).sort()).toEqual([...names].sort());
    expect(written.profiles.every((p) => p.token?.protection === 'os')).toBe(true);
    expect((await readdir(folder)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await readdir(folder)).toEqual(['profiles.json']);

    const reread = await openStore();
    expect(reread.list()).toHaveLength(20);
    expect(reread.list().every((p) => p.tokenSet)).toBe(true);
  });

  it('keeps the last of concurrent updates to the same profile', async () => {
    const store = await openStore();
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com' });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.save({ id: profile.id, name: `A${i}`, baseUrl: 'https://a.example.com' }),
      ),
    );
    expect((await fileJson()).profiles.map((p) => p.name)).toEqual(['A9']);
  });

  it.skipIf(process.platform === 'win32')('creates the file with mode 0600', async () => {
    const store = await openStore();
    await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await store.save({ name: 'B', baseUrl: 'https://b.example.com' });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
