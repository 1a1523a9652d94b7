// The layer boundaries of eslint.config.js, each proven to fire: a rule that silently stops matching
// (a pattern typo, a folder renamed, an override that replaces another) fails here. Each case lints
// one import as if written in a file of that layer, through ESLint's own Node API and the repo config.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/repo-paths';
import { CORE_TIERS, FEATURE_TIERS, type Tiers } from '../../scripts/layer-order.mjs';

/** An import that must be refused in `file`, with words the message must carry. */
const refused: { file: string; code: string; says: RegExp }[] = [
  // electron/core/ depends on no host and no front end, at any depth of ../
  {
    file: 'electron/core/app.ts',
    code: "import '../adapters/file-dialogs';",
    says: /take the dependency as an argument/,
  },
  {
    file: 'electron/core/handlers/x.ts',
    code: "import '../../cli/flags';",
    says: /electron\/core\/ must not depend/,
  },
  {
    file: 'electron/core/capture/deep/x.ts',
    code: "import '../../../web-host/web-host';",
    says: /must not depend/,
  },
  { file: 'electron/core/host/x.ts', code: "import '../../shell/window-policy';", says: /must not depend/ },
  { file: 'electron/core/x.ts', code: "import '../../renderer/bridge';", says: /must not depend/ },
  {
    file: 'electron/core/lib/x.ts',
    code: "import { app } from 'electron';",
    says: /Only electron\/main\.ts/,
  },
  // electron/core/maintenance/ is low: it serves watch and exporter, never imports them.
  {
    file: 'electron/core/maintenance/x.ts',
    code: "import '../watch/watch-engine';",
    says: /maintenance\/ is a low layer/,
  },
  { file: 'electron/core/maintenance/x.ts', code: "import '../../cli/flags';", says: /must not depend/ },
  // The layer order holds for import() and import types too, and for paths that leave the folder
  // tree and come back in, or take a detour, which a rule over the path could not read.
  {
    file: 'electron/core/watch/x.ts',
    code: "export const f = () => import('../host/app-services');",
    says: /watch\/ is a low layer/,
  },
  {
    file: 'electron/core/watch/x.ts',
    code: "export type T = typeof import('../host/app-services');",
    says: /watch\/ is a low layer/,
  },
  {
    file: 'renderer/features/timeline/x.tsx',
    code: "export const f = () => import('../fleet/FleetView');",
    says: /timeline\/ is a low layer/,
  },
  { file: 'electron/core/watch/x.ts', code: "import '../../core/host/app-services';", says: /shortest path/ },
  {
    file: 'electron/core/lib/deep/x.ts',
    code: "import '../../../../electron/core/host/x';",
    says: /shortest path/,
  },
  {
    file: 'renderer/features/timeline/x.tsx',
    code: "import '../../features/fleet/FleetView';",
    says: /shortest path/,
  },
  { file: 'electron/core/watch/x.ts', code: "import '../watch/../host/x';", says: /shortest relative path/ },
  { file: 'electron/core/watch/x.ts', code: "import '.././host/x';", says: /shortest relative path/ },
  // The CLI and the web host run in plain Node.
  {
    file: 'electron/cli/x.ts',
    code: "import '../adapters/open-in-browser';",
    says: /run in plain Node without Electron/,
  },
  {
    file: 'electron/web-host/x.ts',
    code: "import '../adapters/renderer-events';",
    says: /instead of electron\/adapters/,
  },
  { file: 'electron/cli/sub/x.ts', code: "import '../../adapters/create-window';", says: /without Electron/ },
  { file: 'electron/cli/x.ts', code: "import { shell } from 'electron';", says: /add an adapter/ },
  {
    file: 'electron/web-host/x.ts',
    code: "import '../../renderer/bridge';",
    says: /share types and pure functions through shared/,
  },
  // The rest of the Electron side.
  {
    file: 'electron/shell/x.ts',
    code: "import { BrowserWindow } from 'electron';",
    says: /Only electron\/main\.ts/,
  },
  { file: 'electron/adapters/x.ts', code: "import '../../renderer/main';", says: /through shared/ },
  { file: 'electron/main.ts', code: "import './../renderer/main';", says: /through shared/ },
  // The renderer imports only renderer/ and shared/.
  {
    file: 'renderer/x.ts',
    code: "import '../electron/core/lib/app-error';",
    says: /only renderer\/ and shared\//,
  },
  {
    file: 'renderer/store/category-search/x.ts',
    code: "import '../../../electron/core/lib/app-error';",
    says: /bridge/,
  },
  {
    file: 'renderer/components/x.tsx',
    code: "import '../../test/helpers/raw-http';",
    says: /only renderer\/ and shared\//,
  },
  { file: 'renderer/x.ts', code: "import '../bench/run';", says: /only renderer\/ and shared\// },
  {
    file: 'renderer/x.ts',
    code: "import { readFile } from 'node:fs/promises';",
    says: /runs in the browser/,
  },
  { file: 'renderer/x.ts', code: "import { ipcRenderer } from 'electron';", says: /Only electron\/main\.ts/ },
  { file: 'renderer/store/x.ts', code: "import { create } from 'zustand';", says: /provided by context/ },
  { file: 'renderer/x.ts', code: "import { create } from 'zustand/react';", says: /module-level store/ },
  // shared/ imports only shared/ and zod.
  { file: 'shared/x.ts', code: "import '../electron/core/lib/app-error';", says: /shared\/ may import only/ },
  { file: 'shared/x.ts', code: "import '../renderer/bridge';", says: /shared\/ may import only/ },
  { file: 'shared/x.ts', code: "import { join } from 'node:path';", says: /runs in the browser/ },
  // Benchmarks and scripts use test/helpers/, not the end-to-end tests' internals.
  { file: 'bench/x.ts', code: "import '../test/e2e/web-app';", says: /move the helper to test\/helpers/ },
  { file: 'bench/deep/x.ts', code: "import '../../test/e2e/app-views';", says: /test\/e2e\/ internals/ },
  { file: 'scripts/x.ts', code: "import '../test/e2e/axe-page';", says: /test\/e2e\/ internals/ },
];

/** Imports each layer is allowed, so the rules are not broader than their messages say. */
const allowed: { file: string; code: string }[] = [
  {
    file: 'electron/core/handlers/x.ts',
    code: "import '../lib/app-error'; import '../../../shared/result';",
  },
  { file: 'electron/core/x.ts', code: "import '../core/client/v2-client';" },
  {
    file: 'electron/core/maintenance/x.ts',
    code: "import '../lib/app-error'; import '../dataset/read-json-file'; import '../../../shared/maintenance';",
  },
  {
    file: 'electron/core/watch/history/x.ts',
    code: "import '../../snapshots/x'; import '../worker/x'; import '../watch-run'; import './y'; import '../../../../shared/x';",
  },
  { file: 'electron/core/watch/x.ts', code: "export const f = () => import('../snapshots/snapshot-store');" },
  {
    file: 'electron/cli/x.ts',
    code: "import '../core/server/embedded-server'; import '../web-host/web-host';",
  },
  {
    file: 'electron/adapters/x.ts',
    code: "import { app } from 'electron'; import '../core/host/app-services';",
  },
  { file: 'electron/main.ts', code: "import { app } from 'electron'; import './adapters/create-window';" },
  {
    file: 'renderer/store/x.ts',
    code: "import { createStore } from 'zustand/vanilla'; import { useStore } from 'zustand';",
  },
  { file: 'renderer/components/x.tsx', code: "import '../store/app-store'; import '../../shared/result';" },
  { file: 'shared/x.ts', code: "import { z } from 'zod'; import './result';" },
  {
    file: 'bench/x.ts',
    code: "import '../test/helpers/web-host-process'; import '../electron/core/lib/app-error';",
  },
  { file: 'scripts/x.ts', code: "import '../test/helpers/temp-dataset';" },
];

/**
 * The layer order's rule of every folder but the top one, each proven to fire: a file of the folder
 * (one level deeper too) importing a folder of its own tier or the next tier up is refused, naming the
 * folder; importing each folder of the tiers below is allowed.
 */
function layerCases(base: string, tiers: Tiers) {
  const refusedHere: { file: string; code: string; says: RegExp }[] = [];
  const allowedHere: { file: string; code: string }[] = [];
  tiers.forEach((names, tier) => {
    for (const folder of names) {
      const above = [...names.filter((name) => name !== folder), ...(tiers[tier + 1] ?? [])];
      const says = new RegExp(`${base}${folder}/ is a low layer`);
      for (const target of above) {
        refusedHere.push({
          file: `${base}${folder}/x.ts`,
          code: `import type {} from '../${target}/x';`,
          says,
        });
      }
      if (above[0])
        refusedHere.push({ file: `${base}${folder}/deep/x.ts`, code: `import '../../${above[0]}/x';`, says });
      const below = tiers.slice(0, tier).flat();
      if (below.length > 0) {
        allowedHere.push({
          file: `${base}${folder}/x.ts`,
          code: below.map((name) => `import '../${name}/x';`).join(' '),
        });
      }
    }
  });
  return { refusedHere, allowedHere };
}

const coreLayers = layerCases('electron/core/', CORE_TIERS);
const featureLayers = layerCases('renderer/features/', FEATURE_TIERS);

describe('layer rules in eslint.config.js', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: REPO_ROOT });
  });

  const importMessages = async (file: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\n`, { filePath: `${REPO_ROOT}/${file}` });
    const rules = new Set(['no-restricted-imports', 'no-restricted-syntax']);
    return result!.messages.filter((m) => rules.has(m.ruleId ?? '') || m.fatal);
  };

  it.each(refused)('refuses $code in $file', async ({ file, code, says }) => {
    const messages = await importMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toMatch(says);
  });

  it.each(allowed)('allows $code in $file', async ({ file, code }) => {
    expect(await importMessages(file, code)).toEqual([]);
  });

  it.each([...coreLayers.refusedHere, ...featureLayers.refusedHere])(
    'keeps the layer order: refuses $code in $file',
    async ({ file, code, says }) => {
      const messages = await importMessages(file, code);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.message).toMatch(says);
    },
  );

  it.each([...coreLayers.allowedHere, ...featureLayers.allowedHere])(
    'keeps the layer order: allows every lower tier in $file',
    async ({ file, code }) => {
      expect(await importMessages(file, code)).toEqual([]);
    },
  );
});
