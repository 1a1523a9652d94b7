// A second (or third) process saving connections into a data folder, for the tests of two writers on
// one folder (test/integration/shared-data-folder.test.ts). Run with `node --import tsx`:
//   profile-writer-process.ts <profiles.json> <name prefix> <count>
// Saves <count> connections one after another, each with its own token, then prints "saved <count>".
import { createProfileStore } from '../../electron/core/profiles/profile-store';
import { FakeEncryptor } from './fake-encryptor';

const [file, prefix, count] = process.argv.slice(2);
if (!file || !prefix || !count) throw new Error('usage: profile-writer-process.ts FILE PREFIX COUNT');

const store = createProfileStore({ file, encryptor: new FakeEncryptor('secure'), lockTimeoutMs: 20_000 });
await store.load();
for (let i = 0; i < Number(count); i++) {
  await store.save({
    name: `${prefix}-${i}`,
    baseUrl: `https://${prefix}-${i}.example.com`,
    token: `tok-${prefix}-${i}`,
  });
}
process.stdout.write(`saved ${count}\n`);
