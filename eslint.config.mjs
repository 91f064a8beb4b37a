// @ts-check
// One lint configuration for the workspace. Beyond style, it enforces the architecture's boundaries:
// a remote never imports another remote or the shell, the shell never imports a remote's source, and
// nobody reaches into @portal/shared past its `exports` map.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const REMOTES = JSON.parse(readFileSync(new URL('./contracts/src/remotes.json', import.meta.url), 'utf8'));
const APPS = ['shell', ...REMOTES];

const sharedEntryPoints = Object.keys(
  JSON.parse(readFileSync(new URL('./shared/package.json', import.meta.url), 'utf8')).exports,
).map((key) => key.replace(/^\./, '@portal/shared'));
const escapeRegex = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// The router facade itself, the development preview and tests (MemoryRouter) may import react-router directly;
// tests may also build their own i18n and stores.
// Globs inside each app's folder.
const ROUTER_ALLOWED = ['src/router/**', 'src/preview/**', '**/testing/**', '**/__tests__/**', '**/*.test.{ts,tsx}'];

/**
 * @param {string[]} forbiddenPackages
 * @param {{ router?: boolean, i18n?: boolean, stores?: boolean }} [allow]
 */
function importRules(forbiddenPackages, allow = {}) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@portal/shared(?!(${sharedEntryPoints.map((entry) => escapeRegex(entry.slice('@portal/shared'.length))).join('|')})$)`,
            message: `Import @portal/shared only through its exports map: ${sharedEntryPoints.join(', ')}.`,
          },
          ...forbiddenPackages.map((name) => ({
            regex: `^@portal/${escapeRegex(name)}(/.*)?$`,
            message: `${name} is another app: reach it by URL, never by import.`,
          })),
          ...(allow.router
            ? []
            : [
                {
                  regex: '^react-router(-dom)?(/.*)?$',
                  message: 'Import the router from @portal/shared/router, the one shared entry that ships only what is used (docs/adr/0019).',
                },
              ]),
          ...(allow.i18n
            ? []
            : [
                {
                  regex: '^(react-)?i18next(/.*)?$',
                  message: 'Import i18n from @portal/shared/i18n: its one instance and React context are shared there, nowhere else (docs/adr/0019).',
                },
              ]),
          ...(allow.stores
            ? []
            : [
                {
                  regex: '^(axios|zustand)(/.*)?$',
                  message: 'axios and zustand are used inside @portal/shared only (its api client and stores are the shared singletons): import those (docs/adr/0019).',
                },
                {
                  regex: '^react-hook-form(/.*)?$',
                  message: 'Forms are built with @portal/shared/form: one copy of react-hook-form per page, and the checks that run the server\'s rules (docs/adr/0029).',
                },
              ]),
        ],
      },
    ],
  };
}

// Contracts written as TypeBox schemas (the server validates with them): the pages take only their types, so no schema
// code reaches a page's bundle (docs/adr/0027).
const SCHEMA_CONTRACTS = [
  'account-api',
  'common',
  'content',
  'display',
  'health',
  'registration',
  'release',
  'season',
  'upload',
  'votes',
  'works-api',
  'staff',
  'admin-auth',
  'admin-staff',
  'admin-audit',
  'admin-review',
  'admin-results',
  'admin-releases',
  'rich-text',
  'admin-articles',
  'admin-media',
  'admin-display',
  'admin-comments',
  'site-settings',
].map((name) => `@portal/contracts/${name}`);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'var/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-relative-packages': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...REMOTES.map((remote) => ({
              target: `./${remote}`,
              from: APPS.filter((app) => app !== remote).map((app) => `./${app}`),
              message: 'A remote never imports another remote or the shell.',
            })),
            { target: './shell', from: REMOTES.map((remote) => `./${remote}`), message: 'The shell loads remotes at run time only.' },
            { target: './shared', from: [...APPS, 'api'].map((app) => `./${app}`), message: '@portal/shared depends on no app.' },
            {
              target: './contracts',
              from: [...APPS, 'api', 'shared', 'e2e'].map((app) => `./${app}`),
              message: '@portal/contracts is what both sides depend on: it depends on none of them.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      ...importRules([]),
    },
  },
  ...[
    { dir: 'shell', forbidden: REMOTES },
    ...REMOTES.map((remote) => ({ dir: remote, forbidden: ['shell', ...REMOTES.filter((other) => other !== remote)] })),
    { dir: 'shared', forbidden: ['shell', 'api', 'e2e', ...REMOTES] },
    { dir: 'contracts', forbidden: ['shell', 'api', 'e2e', 'shared', ...REMOTES] },
  ].flatMap(({ dir, forbidden }) => [
    { files: [`${dir}/**`], rules: importRules(forbidden, dir === 'shared' ? { stores: true } : {}) },
    ...(dir === 'shared' ? [{ files: ['shared/src/i18n/**'], rules: importRules(forbidden, { i18n: true, stores: true }) }] : []),
    { files: ROUTER_ALLOWED.map((glob) => `${dir}/${glob}`), rules: importRules(forbidden, { router: true, i18n: true, stores: true }) },
  ]),
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: SCHEMA_CONTRACTS.map((name) => ({
            name,
            allowTypeImports: true,
            message: 'A schema contract is the server\'s to run: pages import its types only (import type), never its schema code.',
          })),
        },
      ],
    },
  },
  {
    // Issue 25: what the pages show — stored rich text above all — is drawn as React elements, never as an HTML string.
    files: ['shell/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Draw content as elements (mf-content RichText for an article body), never as HTML (docs/adr/0033).',
        },
      ],
    },
  },
  {
    // The repository's scripts, tools and e2e suite import other packages by name only (@portal/api/testing, …): lint
    // resolves every import, so a specifier the package does not export fails here, not when the tool runs.
    files: ['scripts/**', 'tools/**', 'e2e/**', '*.mjs'],
    rules: { 'import-x/no-unresolved': 'error' },
  },
  {
    // The tools and e2e reach the API through its declared entry points only, never by a path into it (an import by
    // URL or a spawned file): @portal/api/testing says where its built server and command lines are. The lifecycle
    // scripts (scripts/) build and run the API, and know its build.
    files: ['tools/**', 'e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/\\bapi\\/(dist|src|test)\\//]', 'TemplateElement[value.raw=/\\bapi\\/(dist|src|test)\\//]'].map((selector) => ({
          selector,
          message: 'Reach the API through @portal/api/testing (builtServer, builtCommandLine, its functions), not by a path into api/.',
        })),
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
