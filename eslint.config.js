// ESLint: typescript-eslint strict (type-checked) and the import boundaries of
// ../shared/CONVENTIONS.md (2), each refusal with a message that says what to do instead.
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const webAreas = readdirSync(new URL('./src/web/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !['app', 'ui'].includes(d.name))
  .map((d) => d.name);

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      'data',
      'docs',
      'src/api/schema.d.ts',
      '.tmp',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Actors typed `fromPromise<void, ...>` are the XState idiom for calls without a result.
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unnecessary-condition': [
        'error',
        { allowConstantLoopConditions: true },
      ],
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/domain/**'],
    rules: restrict([
      {
        group: ['**/web/**', '**/server/**', '**/api/**', '**/machines/**', 'react', 'react-dom'],
        message:
          'src/domain is plain TypeScript: it imports nothing of the app. Move the rule here and import it from the app instead.',
      },
    ]),
  },
  {
    files: ['machines/**'],
    rules: restrict([
      {
        group: [
          '**/src/web/**',
          '**/src/server/**',
          '**/src/api/**',
          '**/tests/**',
          'react',
          '@xstate/react',
          'openapi-fetch',
          'pg',
          '@electric-sql/*',
          'fastify',
        ],
        message:
          'Machines are pure (no React, no fetch, no database): declare the call as an actor and provide it from the app with .provide().',
      },
    ]),
  },
  {
    // A machine's test models (tests/model/models) may read the screens' plain TypeScript
    // (labels, storage keys) but no component, no server code and, but for their types, no test
    // library: their input and output come from the driver the test runner installs.
    files: ['tests/model/models/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src/server/**',
                '**/src/api/client*',
                '**/*.tsx',
                'react',
                'pg',
                'fastify',
              ],
              message:
                'A test model does no input or output of its own: ask the driver (tests/model/models/driver.ts).',
            },
            {
              group: ['vitest', 'playwright-core', '**/tests/**'],
              allowTypeImports: true,
              message:
                'A test model imports only types of the test tools: the runner installs the driver (tests/model/driver.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**'],
    rules: restrict([
      {
        group: ['**/web/**', '**/server/**', '**/machines/**', '**/domain/**'],
        message:
          'src/api only wraps the generated contract types: put app logic in src/web or src/domain.',
      },
    ]),
  },
  {
    files: ['src/server/**'],
    rules: restrict([
      {
        group: ['**/web/**', '**/api/client*', 'react', 'react-dom'],
        message:
          'The server does not import the web app; share rules through src/domain or machines/.',
      },
    ]),
  },
  ...webAreas.map((area) => ({
    files: [`src/web/${area}/**`],
    rules: restrict([
      {
        group: webAreas
          .filter((other) => other !== area)
          .flatMap((other) => [
            `../${other}`,
            `../${other}/**`,
            `../../${other}/**`,
            `**/web/${other}/**`,
          ]),
        message: `src/web/${area} must not import another area: move shared pieces to src/web/ui, or compose the areas in src/web/app (routes).`,
      },
      {
        group: ['**/server/**', '../app/**', '../../app/**'],
        message:
          'An area does not import the server nor the app that composes it; use the typed client in src/api and receive what you need from the route.',
      },
    ]),
  })),
  {
    files: ['src/web/app/**', 'src/web/ui/**', 'src/web/*.ts', 'src/web/*.tsx'],
    rules: restrict([
      {
        group: ['**/server/**'],
        message: 'The web app does not import the server; use the typed client in src/api.',
      },
    ]),
  },
);
