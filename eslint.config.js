import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const webSrc = join(root, 'web/src');

/** Folders of a directory, read at lint time: a new feature or shared folder gets the rules. */
const foldersOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = foldersOf(join(webSrc, 'features'));
/** Every web/src folder but the app shell and the features: components, lib, api, hooks, ... */
const shared = foldersOf(webSrc).filter((name) => name !== 'app' && name !== 'features');

// One-way imports on resolved paths (README, Architecture): domain <- lambdas <- infra, and in
// the web app: app -> features -> shared folders -> domain. Paths are relative to this file.
const layers = ['domain', 'lambdas', 'infra', 'web', 'scripts', 'tests'];
const except = (...allowed) =>
  layers.filter((layer) => !allowed.includes(layer)).map((layer) => `./${layer}`);
const runtime = (...names) => names.map((name) => `./lambdas/lib/runtime/${name}`);
/** What reads the environment and wires adapters to ports. */
const libComposition = runtime('config.ts', 'clients', 'factories', 'services.ts');
/** Where requests come in and errors become answers. */
const httpBoundary = runtime('http.ts', 'routing.ts', 'api-error.ts', 'caller.ts');
const zones = [
  {
    target: './domain',
    from: except('domain'),
    message: 'domain/ is pure: it imports nothing of ours.',
  },
  {
    target: './lambdas',
    from: except('lambdas', 'domain'),
    message: 'Lambdas import only domain/ and lambdas/.',
  },
  {
    // The in-process invoker and queue run every handler in one process: a Lambda that
    // imported them would bundle every other function (docs/architecture/backend.md#layers-and-imports).
    target: [
      './lambdas/!(lib)/**',
      './lambdas/*',
      './lambdas/lib/!(local)/**',
      './infra/!(local)/**',
      './infra/*',
    ],
    from: './lambdas/lib/local',
    message: 'lambdas/lib/local is for one machine: only infra/local, scripts and tests import it.',
  },
  // lambdas/lib one way (docs/architecture/backend.md#layers-and-imports): ports own their types
  // and errors; adapters implement them with the settings the composition hands in; the HTTP
  // boundary maps the ports' errors to answers; the composition wires adapters to ports.
  {
    target: './lambdas/lib/adapters',
    from: [...libComposition, ...httpBoundary],
    message:
      "Adapters take their settings from the composition (a factory passes them in) and throw the ports' errors: they import neither lib/runtime's config, clients, factories and services nor its HTTP boundary.",
  },
  {
    target: './lambdas/lib/ports',
    from: ['./lambdas/lib/adapters', ...libComposition, ...httpBoundary],
    message: 'Ports own their types and errors: a port imports no adapter, composition or HTTP boundary.',
  },
  {
    target: httpBoundary,
    from: './lambdas/lib/adapters',
    message:
      "The HTTP boundary maps the ports' errors to answers and imports no adapter (the composition wires them).",
  },
  {
    target: './infra',
    from: except('infra', 'lambdas', 'domain'),
    message:
      'infra/ imports only lambdas/ and domain/ (the /config.json contract is domain/runtime-config.ts).',
  },
  {
    target: './web',
    from: except('web', 'domain'),
    message: 'The web app imports only domain/ and talks to the API over HTTP.',
  },
  ...features.flatMap((feature) => [
    {
      target: `./web/src/features/${feature}`,
      from: './web/src/features',
      except: [`./${feature}`],
      message:
        'Features do not import each other: move what both need to a shared folder, or compose them in app/.',
    },
    {
      target: `./web/src/features/${feature}`,
      from: './web/src/app',
      message: 'Features never import the app shell.',
    },
  ]),
  ...shared.map((folder) => ({
    target: `./web/src/${folder}`,
    from: ['./web/src/features', './web/src/app'],
    message: `Shared code (web/src/${folder}) never imports a feature or the app shell.`,
  })),
  {
    // The listings cache has one owner (web/src/api/listings-cache.ts): a key used elsewhere
    // would be a second writer, or a whole-list refetch the owner cannot see. The request files
    // (web/src/api and a feature's own api/ folder) are the only readers of the keys.
    target: [...foldersOf(webSrc).filter((name) => name !== 'api' && name !== 'features'), '*.{ts,tsx}']
      .map((name) => `./web/src/${name}`)
      .concat('./web/src/features/*/!(api)/**', './web/src/features/*/*.{ts,tsx}', './tests'),
    from: './web/src/api/query-keys.ts',
    message:
      "Query keys stay inside the request files (web/src/api/, a feature's api/): change the cache through their hooks and listings-cache.ts.",
  },
];

// Import rules on module names (what paths cannot express).
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'cdk.out/',
      'coverage/',
      '.data*/',
      'tests/e2e/screenshots/',
      '.stryker-tmp/',
      '.stryker-tmp-use-cases/',
      'reports/',
      // Written by `npm run ebay:types` from contracts/ebay/ (checked by a unit test).
      'lambdas/lib/adapters/ebay/contracts/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Our sources are TypeScript: parse them (no-cycle follows imports through them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Resolves our #aliases (package.json "imports") and TypeScript's extension rules.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: join(root, 'tsconfig.base.json') }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Our own modules only (ignoreExternal): a cycle through node_modules is not ours to fix.
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 20 }],
    },
  },
  {
    files: ['domain/**'],
    rules: restrict([
      {
        group: ['node:*', '@aws-sdk/*', 'react', 'react-dom'],
        message: 'domain/ does no I/O and runs everywhere.',
      },
    ]),
  },
  {
    files: ['lambdas/**'],
    ignores: ['lambdas/lib/runtime/zod.ts'],
    rules: restrict([
      // Classic zod is ~450 KB in a bundle, and zod/mini alone has no English messages.
      {
        regex: '^zod(/|$)',
        message: 'Import zod from lambdas/lib/runtime/zod (zod/mini with English messages).',
      },
    ]),
  },
  {
    files: ['web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        { group: ['node:*'], message: 'The web app runs in the browser.' },
        // Classic zod cannot be tree-shaken (about 90 KB gzip with its locales); mini is about 5 KB.
        { regex: '^zod(/v4)?$', message: "Import zod from 'zod/mini' in the web app." },
      ]),
    },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
