import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/**
 * ARCHITECTURE.md's folder rules. There are no path aliases, so one of our folders reaches another
 * only by a relative path that climbs out to it (`../../workers/engine/api.ts`): `outTo('workers')`
 * matches such a path. A bare package name (`react`, `zod`) never matches it.
 */
const outTo = (...folders) => `^(?:\\./)?(?:\\.\\./)+(?:${folders.join('|')})(?:/|$)`

const noUi = (folder) => ({
  regex: '^(?:react|react-dom|jotai)(?:/|$)',
  message: `${folder} never imports React, react-dom or jotai: they belong to the UI in src/.`,
})
const noUiFolder = (folder) => ({
  regex: outTo('src'),
  message: `${folder} never imports src/ (the React UI).`,
})

/** Import restrictions per folder (one list per folder: a later config would replace, not add). */
const boundaries = {
  src: [
    {
      regex: `^(?:\\./)?(?:\\.\\./)+workers/engine/api\\.ts$`,
      allowTypeImports: true,
      message:
        'src/ imports only types from workers/ (`import type`): it calls the data engine through src/bridge/.',
    },
    {
      regex: `${outTo('workers')}(?!engine/api\\.ts$)`,
      message: 'src/ imports from workers/ only types, and only from workers/engine/api.ts.',
    },
    { regex: outTo('server'), message: 'src/ never imports server/: it asks the data engine.' },
  ],
  'workers/engine': [
    noUi('workers/'),
    noUiFolder('workers/'),
    { regex: outTo('server'), message: 'workers/ never imports server/: they share protocol/.' },
    { regex: outTo('sw'), message: 'workers/engine never imports workers/sw.' },
  ],
  // The outbox both the service worker and the engine read: neither may reach into it the other way.
  'workers/outbox': [
    noUi('workers/'),
    noUiFolder('workers/'),
    { regex: outTo('server'), message: 'workers/ never imports server/: they share protocol/.' },
    {
      regex: outTo('engine', 'sw'),
      message: 'workers/outbox imports neither the engine nor the sw.',
    },
  ],
  'workers/sw': [
    noUi('workers/'),
    noUiFolder('workers/'),
    { regex: outTo('server'), message: 'workers/ never imports server/: they share protocol/.' },
    { regex: outTo('engine'), message: 'workers/sw never imports workers/engine.' },
  ],
  // The pages' own number crunching (Monte Carlo studies), off the main thread and off the engine.
  'workers/compute': [
    noUi('workers/'),
    noUiFolder('workers/'),
    { regex: outTo('server'), message: 'workers/ never imports server/: they share protocol/.' },
    {
      regex: outTo('engine', 'sw', 'outbox'),
      message: 'workers/compute needs only protocol/: it imports no other worker.',
    },
  ],
  server: [
    noUi('server/'),
    noUiFolder('server/'),
    {
      regex: outTo('workers'),
      message: 'server/ never imports workers/: what both sides need lives in protocol/.',
    },
  ],
  protocol: [
    noUi('protocol/'),
    {
      regex: outTo('src', 'workers', 'server', 'test'),
      message: 'protocol/ imports nothing of ours outside protocol/: both sides import it.',
    },
  ],
}

/** `import()` is checked too: a lazy value import crosses a boundary as much as a static one. */
const dynamicImport = (patterns) =>
  patterns.map((p) => ({
    // esquery ends a regex at the first slash, so the slashes inside are written as \x2F
    selector: `ImportExpression[source.value=/${p.regex.replaceAll('/', '\\x2F')}/]`,
    message: p.message,
  }))

const extraSyntax = {
  src: [
    {
      selector: "NewExpression[callee.name='WebSocket']",
      message: 'The UI asks the engine; it never opens a socket.',
    },
  ],
}

const boundaryConfigs = Object.entries(boundaries).map(([folder, patterns]) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': ['error', ...(extraSyntax[folder] ?? []), ...dynamicImport(patterns)],
  },
}))

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'data/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.sw.json', './tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-deprecated': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/explicit-module-boundary-types': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundaryConfigs,
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
)
