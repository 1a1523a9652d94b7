// A token configured but not available here (issue 26): the web host after a restart, weak storage
// withdrawn, a key store that cannot decrypt. The store says so (tokenMissing), so the watch does not
// call the installation without it; a connection that never had a token is not affected.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProfileStore, type ProfileStore } from '../../electron/core/profiles/profile-store';
import { FakeEncryptor } from '../helpers/fake-encryptor';

const TOKEN = 'tok-7d41b2e8a0c94f7f9c3f';
let folder: string;
let file: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ri-token-missing-'));
  file = join(folder, 'profiles.json');
});
afterEach(() => rm(folder, { recursive: true, force: true }));

async function openStore(encryptor: FakeEncryptor): Promise<ProfileStore> {
  let n = 0;
  const store = createProfileStore({ file, encryptor, newId: () => `p${++n}` });
  await store.load();
  return store;
}

describe('ProfileStore: a token configured but not available here', () => {
  it('marks a session-only token as missing after a restart, and only that one', async () => {
    const store = await openStore(new FakeEncryptor('unavailable'));
    const { profile: withToken } = await store.save({
      name: 'A',
      baseUrl: 'https://a.example.com',
      token: TOKEN,
    });
    const { profile: without } = await store.save({ name: 'B', baseUrl: 'https://b.example.com' });
    expect(store.tokenMissing(withToken.id)).toBe(false);
    expect(store.get(withToken.id).tokenMissing).toBe(false);

    const raw = await readFile(file, 'utf8');
    expect(raw).not.toContain(TOKEN);

    const restarted = await openStore(new FakeEncryptor('unavailable'));
    expect(restarted.tokenMissing(withToken.id)).toBe(true);
    expect(restarted.get(withToken.id)).toMatchObject({ tokenSet: false, tokenMissing: true });
    expect(restarted.tokenMissing(without.id)).toBe(false);
    expect(restarted.get(without.id).tokenMissing).toBe(false);
    expect(restarted.tokenMissing('nobody')).toBe(false);
  });

  it('keeps the mark through an edit that does not touch the token, and drops it when one is entered or removed', async () => {
    await (
      await openStore(new FakeEncryptor('unavailable'))
    ).save({
      name: 'A',
      baseUrl: 'https://a.example.com',
      token: TOKEN,
    });
    const store = await openStore(new FakeEncryptor('unavailable'));
    const id = store.list()[0]!.id;
    await store.save({ id, name: 'A renamed', baseUrl: 'https://a.example.com' });
    expect(store.tokenMissing(id)).toBe(true);
    await store.save({ id, name: 'A renamed', baseUrl: 'https://a.example.com', token: TOKEN });
    expect(store.tokenMissing(id)).toBe(false);
    await store.save({ id, name: 'A renamed', baseUrl: 'https://a.example.com', token: null });
    expect((await openStore(new FakeEncryptor('unavailable'))).tokenMissing(id)).toBe(false);
  });

  it('marks a stored token the key store cannot decrypt, and not once it is readable again', async () => {
    const { profile } = await (
      await openStore(new FakeEncryptor('secure'))
    ).save({
      name: 'Filiale Nord',
      baseUrl: 'https://nord.example.com',
      token: TOKEN,
    });
    const locked = new FakeEncryptor('secure');
    locked.failDecrypt = true;
    expect((await openStore(locked)).get(profile.id).tokenMissing).toBe(true);
    expect((await openStore(new FakeEncryptor('secure'))).tokenMissing(profile.id)).toBe(false);
  });

  it('marks a token whose weak storage was withdrawn once the session ends', async () => {
    const store = await openStore(new FakeEncryptor('weak'));
    await store.setWeakStorageAllowed(true);
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    await store.setWeakStorageAllowed(false);
    expect(store.tokenMissing(profile.id)).toBe(false);
    expect((await openStore(new FakeEncryptor('weak'))).tokenMissing(profile.id)).toBe(true);
  });

  it('drops the mark when weak storage is allowed and the session token is stored', async () => {
    const store = await openStore(new FakeEncryptor('weak'));
    const { profile } = await store.save({ name: 'A', baseUrl: 'https://a.example.com', token: TOKEN });
    await store.setWeakStorageAllowed(true);
    expect((await openStore(new FakeEncryptor('weak'))).tokenMissing(profile.id)).toBe(false);
    expect(JSON.parse(await readFile(file, 'utf8')).profiles[0].sessionToken).toBeUndefined();
  });
});
