// Lint rules, including the import boundaries that keep each runtime's code in its own folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const electronOnlyIn = ['electron/main.ts', 'electron/preload.ts', 'electron/adapters/**'];

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
  {
    // shared/ is used by main, renderer and CLI alike: it may import only shared/ and zod.
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '../electron/*', '../renderer/*', 'electron', 'react'] },
      ],
    },
  },
  {
    files: ['renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '../electron/*', '../../electron/*', 'electron'] },
      ],
    },
  },
  {
    // Only the composition root, the preload and adapters may touch the Electron module.
    files: ['electron/**'],
    ignores: electronOnlyIn,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['electron'], patterns: ['../renderer/*', '../../renderer/*'] },
      ],
    },
  },
);
