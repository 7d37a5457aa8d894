import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Modules the rules engine must never import: it is pure and runs in Node, workers and tests alike. */
const UI_MODULES = ['react', 'react-dom', 'react-dom/*', 'i18next', 'react-i18next', 'zustand', 'zustand/*', 'wouter', 'wouter/*'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-subpath/',
      'dist-lighthouse/',
      'dist-measure/',
      'dist-next/',
      'node_modules/',
      'reports/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React hook rules apply to the UI layers only: the engine's "use…" verbs are game words, not hooks.
    files: ['src/ui/**/*.{ts,tsx}', 'src/store/**/*.{ts,tsx}', 'src/tutorial/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
  },
  {
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: UI_MODULES.filter((m) => !m.endsWith('/*')).map((name) => ({
            name,
            message: 'The rules engine is pure: no UI, i18n or store code (see docs/ARCHITECTURE.md).',
          })),
          patterns: [
            { group: UI_MODULES.filter((m) => m.endsWith('/*')), message: 'The rules engine is pure (docs/ARCHITECTURE.md).' },
            {
              group: ['**/ui/*', '**/store/*', '**/tutorial/*', '**/i18n/*'],
              message: 'The engine is the bottom layer: it imports no other layer.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The engine must not touch the browser.' },
        { name: 'document', message: 'The engine must not touch the DOM.' },
        { name: 'localStorage', message: 'The engine must not touch storage.' },
        { name: 'navigator', message: 'The engine must not touch the browser.' },
      ],
    },
  },
  // The ruleset layout (docs/ARCHITECTURE.md, "The ruleset contract"): core/ holds no game words and
  // brass/ only what every Brass shares, so neither imports a ruleset; a ruleset never imports another.
  ...[
    {
      files: ['src/engine/core/**/*.ts', 'src/engine/brass/**/*.ts'],
      forbid: ['**/rulesets/**'],
      why: 'core/ and brass/ serve every ruleset: they import none.',
    },
    {
      files: ['src/engine/rulesets/pittsburgh/**/*.ts'],
      forbid: ['**/lancashire/**', '../../rulesets/index.ts'],
      why: 'A ruleset imports core/ and brass/, never another ruleset.',
    },
    {
      files: ['src/engine/rulesets/lancashire/**/*.ts'],
      forbid: ['**/pittsburgh/**', '../../rulesets/index.ts'],
      why: 'A ruleset imports core/ and brass/, never another ruleset.',
    },
  ].map(({ files, forbid, why }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: UI_MODULES.filter((m) => !m.endsWith('/*')).map((name) => ({
            name,
            message: 'The rules engine is pure (docs/ARCHITECTURE.md).',
          })),
          patterns: [
            { group: UI_MODULES.filter((m) => m.endsWith('/*')), message: 'The rules engine is pure (docs/ARCHITECTURE.md).' },
            {
              group: ['**/ui/*', '**/store/*', '**/tutorial/*', '**/i18n/*'],
              message: 'The engine is the bottom layer: it imports no other layer.',
            },
            { group: forbid, message: why },
          ],
        },
      ],
    },
  })),
);
