import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['auth', 'add', 'review', 'list', 'profile'];

// One-way imports (STYLE.md): domain/ is pure and imports nothing of ours; lambdas and web
// never import each other; a web feature never imports another feature or the app shell.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'cdk.out/', 'coverage/', '.data/', 'tests/e2e/screenshots/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['domain/**'],
    rules: restrict([
      {
        group: ['**/lambdas/**', '**/web/**', '**/infra/**'],
        message: 'domain/ is pure: it imports nothing of ours.',
      },
      {
        group: ['node:*', '@aws-sdk/*', 'react', 'react-dom'],
        message: 'domain/ does no I/O and runs everywhere.',
      },
    ]),
  },
  {
    files: ['lambdas/**'],
    ignores: ['lambdas/lib/zod.ts'],
    rules: restrict([
      {
        group: ['**/web/**', '**/infra/**'],
        message: 'Handlers do not depend on the web app or the infrastructure.',
      },
      // Classic zod is ~450 KB in a bundle, and zod/mini alone has no English messages.
      {
        regex: '^zod(/|$)',
        message: 'Import zod from lambdas/lib/zod (zod/mini with English messages).',
      },
    ]),
  },
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        {
          group: ['**/lambdas/**', '**/infra/**', 'node:*'],
          message: 'The web app talks to the API over HTTP only.',
        },
      ]),
    },
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: restrict([
      {
        group: ['**/lambdas/**', '**/infra/**', 'node:*'],
        message: 'The web app talks to the API over HTTP only.',
      },
      { group: ['**/app/**'], message: 'Features never import the app shell.' },
      ...features
        .filter((other) => other !== feature)
        .map((other) => ({
          group: [`**/features/${other}/**`],
          message: 'Features do not import each other.',
        })),
    ]),
  })),
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
