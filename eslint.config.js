// Lint rules, including the import boundaries that keep each layer's code in its own folder. Every
// boundary is a regex over the import's path, so `../`, `../../` and deeper are caught alike; the
// test in test/unit/layer-rules.test.ts proves each one still fires.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';
import { CORE_TIERS, FEATURE_TIERS, foldersBelow, foldersNotBelow } from './scripts/layer-order.mjs';

// The renderer's components, every one: their words are all in the catalogs (renderer/i18n/), so
// no literal text in their JSX, children or the props that carry words. A glob, not a list, so a
// new component is held to it from its first line; none is excepted.
const TRANSLATED = ['renderer/**/*.tsx'];

const electronOnlyIn = ['electron/main.ts', 'electron/preload.ts', 'electron/adapters/**'];

/** A relative import that climbs out (any number of `../`, after an optional `./`) into one of `folders`. */
const into = (folders, message) => ({ regex: `^(\\./)?(\\.\\./)+(${folders.join('|')})(/|$)`, message });

const noElectron = {
  name: 'electron',
  message:
    'Only electron/main.ts, electron/preload.ts and electron/adapters/ may import Electron: take what you need as an argument, or add an adapter.',
};
const noRenderer = into(
  ['renderer'],
  'The renderer runs in the browser: share types and pure functions through shared/ instead.',
);
const noNode = {
  group: ['node:*'],
  message: 'This code also runs in the browser: do the Node work in electron/ and pass the result in.',
};

const coreNoHost = into(
  ['adapters', 'cli', 'web-host', 'shell', 'renderer'],
  'electron/core/ must not depend on a host (adapters/, cli/, web-host/, shell/) or on renderer/: take the dependency as an argument, or move the shared part into electron/core/.',
);
/**
 * The layer order's rules for one folder of `base` (scripts/layer-order.mjs): no import of a folder of
 * its own tier or above, with the folders it may use in the message (none for the top folder); and no
 * path the rules could not read: one that climbs out of `base` and back in (`../../core/host/…`), or
 * takes a detour (`../watch/../host/…`, `.././host/…`).
 */
const layerRule = (base, tiers, folder) => {
  const refused = foldersNotBelow(tiers, folder);
  const below = foldersBelow(tiers, folder).map((name) => `${name}/`);
  const allowed = below.length > 0 ? `only ${below.join(', ')} of ${base}` : `no other folder of ${base}`;
  const [parent, own] = base.replace(/\/$/, '').split('/');
  const rules = [
    into(
      [own, parent],
      `Inside ${base}, import another folder by its shortest path from here (../<folder>/…), not out through ../${own}/ or ../${parent}/: the layer rules read that path.`,
    ),
    {
      regex: '^\\.{1,2}/(\\.\\./)*[^.].*/\\.{1,2}(/|$)|^\\.\\./\\./',
      message:
        'Write the import as its shortest relative path (no ./ or ../ after a folder name): the layer rules read that path.',
    },
  ];
  if (refused.length === 0) return rules;
  return [
    into(
      refused,
      `${base}${folder}/ is a low layer for the folders above it: it may import ${allowed} (see scripts/layer-order.mjs); take what it needs as an argument, or move the part both folders need down a tier.`,
    ),
    ...rules,
  ];
};

/**
 * The same patterns for the imports no-restricted-imports does not see: `import()` and the type
 * `typeof import()`. esquery's regex literals cannot hold a slash, so it is written \x2F.
 */
const syntaxOf = (patterns) =>
  patterns.flatMap(({ regex, message }) => {
    if (regex === undefined) return [];
    const literal = regex.replaceAll('/', '\\x2F');
    return [
      { selector: `ImportExpression[source.value=/${literal}/]`, message },
      { selector: `TSImportType[source.value=/${literal}/]`, message },
    ];
  });

/** A folder's config: its import patterns, also applied to import() and import types. */
const layered = (files, { paths, patterns }) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { paths, patterns }],
    'no-restricted-syntax': ['error', ...syntaxOf(patterns)],
  },
});

/** no-restricted-imports with these paths and patterns (one config per folder: options are not merged). */
const restrict = (files, { ignores = [], paths = [], patterns = [] }) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
});

/** The renderer's import rules, with `more` patterns for one part of it. */
const rendererRules = (more = []) => ({
  paths: [
    noElectron,
    ...['zustand', 'zustand/react'].map((name) => ({
      name,
      importNames: ['create'],
      message:
        'The store is provided by context: make it with createAppStore (createStore from zustand/vanilla) and read it with useAppStore; a module-level store must not come back.',
    })),
  ],
  patterns: [
    noNode,
    into(
      ['electron', 'test', 'bench', 'scripts', 'bin', 'resources'],
      'The renderer may import only renderer/ and shared/: reach main through the bridge (renderer/bridge.ts), share types through shared/.',
    ),
    ...more,
  ],
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'release', 'resources', '.tmp', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['renderer/**'], languageOptions: { globals: { ...globals.browser } } },
  // Beyond aria-*, placeholder, title and alt (the rule's own), the props this app passes words in.
  {
    files: TRANSLATED,
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,text,reason,summary}']] } },
      ],
    },
  },

  // shared/ is used by main, renderer and CLI alike: it may import only shared/ and zod.
  restrict(['shared/**'], {
    paths: [noElectron, { name: 'react', message: 'shared/ holds no UI: put components in renderer/.' }],
    patterns: [
      noNode,
      into(
        ['electron', 'renderer', 'test', 'bench', 'scripts'],
        'shared/ may import only shared/ and zod: move what both sides need into shared/.',
      ),
    ],
  }),

  // The renderer imports only renderer/ and shared/ (and its npm packages), and reads the store from context.
  restrict(['renderer/**'], rendererRules()),
  // renderer/features/: each feature imports only the features of lower tiers.
  ...FEATURE_TIERS.flat().map((folder) =>
    layered(
      [`renderer/features/${folder}/**`],
      rendererRules(layerRule('renderer/features/', FEATURE_TIERS, folder)),
    ),
  ),

  // The core is plain logic over the dependencies it is given: no host, no front end; and each of its
  // folders imports only the folders of lower tiers (one config per folder: options are not merged).
  restrict(['electron/core/**'], { paths: [noElectron], patterns: [coreNoHost] }),
  ...CORE_TIERS.flat().map((folder) =>
    layered([`electron/core/${folder}/**`], {
      paths: [noElectron],
      patterns: [coreNoHost, ...layerRule('electron/core/', CORE_TIERS, folder)],
    }),
  ),

  // The CLI and the web host run without Electron: no adapters.
  restrict(['electron/cli/**', 'electron/web-host/**'], {
    paths: [noElectron],
    patterns: [
      noRenderer,
      into(
        ['adapters'],
        'cli/ and web-host/ run in plain Node without Electron: use electron/core/ (or add a Node implementation beside the adapter) instead of electron/adapters/.',
      ),
    ],
  }),

  // The rest of the Electron side: Electron only where electronOnlyIn says, and never the renderer.
  restrict(['electron/**'], {
    ignores: [...electronOnlyIn, 'electron/core/**', 'electron/cli/**', 'electron/web-host/**'],
    paths: [noElectron],
    patterns: [noRenderer],
  }),
  restrict(electronOnlyIn, { patterns: [noRenderer] }),

  // Benchmarks and scripts share test/helpers/ with the tests, never the end-to-end tests' internals.
  restrict(['bench/**', 'scripts/**'], {
    patterns: [
      into(
        ['test/e2e'],
        'bench/ and scripts/ must not import test/e2e/ internals: move the helper to test/helpers/ and import it from there.',
      ),
    ],
  }),
);
