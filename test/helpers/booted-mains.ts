// The boots of the built main bundle one test file makes (booted-main.ts), with the hooks every
// such file needs: it fails at once, saying what to run, when dist/ is not built; each boot is
// stopped after its test (and, when asked, every local server closed); the temporary folders it
// asked for are removed after the file.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { bootMain, DIST_MAIN, type BootedMain, type BootOptions } from './booted-main';
import { closeAllServers } from './local-servers';
import { DIST } from './repo-paths';

/** What `useBootedMains` gives the file's tests. */
export interface BootedMains {
  /** Boots the built main (DIST_MAIN, `options` over it); stopped after the test. */
  boot(options?: Partial<BootOptions>): Promise<BootedMain>;
  /** A new temporary folder named `prefix…`, removed after the file. */
  tempFolder(prefix: string): Promise<string>;
}

/** Registers the hooks in the calling file (or describe); `closeServers` closes local servers after each test too. */
export function useBootedMains(options: { readonly closeServers?: boolean } = {}): BootedMains {
  const boots: BootedMain[] = [];
  const folders: string[] = [];
  beforeAll(() => {
    if (!existsSync(DIST.main))
      throw new Error('dist/electron/main.js is missing: run `node scripts/build.mjs`');
  });
  afterEach(async () => {
    await Promise.all(boots.splice(0).map((b) => b.stop()));
    if (options.closeServers) await closeAllServers();
  });
  afterAll(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });
  return {
    async boot(more = {}) {
      const booted = await bootMain({ ...DIST_MAIN, ...more });
      boots.push(booted);
      return booted;
    },
    async tempFolder(prefix) {
      const folder = await mkdtemp(join(tmpdir(), prefix));
      folders.push(folder);
      return folder;
    },
  };
}
