// ESLint: typescript-eslint strict (type-checked) and the import boundaries of
// ../shared/CONVENTIONS.md (2), each refusal with a message that says what to do instead.
// The boundaries are checked twice: by the import's text (no-restricted-imports) and by the
// file it resolves to (import-x/no-restricted-paths, dynamic imports included), so neither a
// long relative path nor an `import()` slips past.
import { existsSync, readdirSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const webAreas = foldersOf('./src/web/').filter((name) => !['app', 'ui'].includes(name));

/** A server area is a folder with a public file (src/server/<area>/area.ts); the rest is shared. */
const serverAreas = foldersOf('./src/server/').filter((name) =>
  existsSync(new URL(`./src/server/${name}/area.ts`, import.meta.url)),
);

/**
 * Web imports of another area that the router's restructuring (issue 12 point 4, web half)
 * removes. Each is named here so that no new one appears; delete the entry with the import.
 */
const webAreaExceptions = {};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const zones = (list) => ({
  'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: list }],
});

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
      parserOptions: { project: ['./tsconfig.json'], tsconfigRootDir: import.meta.dirname },
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      // A cycle makes the order of evaluation depend on who is imported first; break it by
      // moving what both sides need into a module of its own.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
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
  {
    // Path-resolved boundaries (CONVENTIONS 2): one list of zones, each with what to do instead.
    files: ['**/*.ts', '**/*.tsx', '**/*.js'],
    rules: zones([
      ...webAreas.flatMap((area) => {
        const others = webAreas.filter(
          (other) => other !== area && !(webAreaExceptions[area] ?? []).includes(other),
        );
        return [
          ...(others.length > 0
            ? [
                {
                  target: `./src/web/${area}`,
                  from: others.map((other) => `./src/web/${other}`),
                  message: `src/web/${area} must not import another area: move shared pieces to src/web/ui, or compose the areas in src/web/app (routes).`,
                },
              ]
            : []),
          {
            target: `./src/web/${area}`,
            from: ['./src/web/app', './src/web/main.tsx', './src/server', './tests', './scripts'],
            message:
              'A web area imports only src/web/ui, src/api, src/domain and machines: receive what you need from the route that composes it (src/web/app).',
          },
        ];
      }),
      {
        target: './src/web/ui',
        from: [...webAreas.map((area) => `./src/web/${area}`), './src/web/app'],
        message:
          'src/web/ui is shared by every area: it imports none of them; pass the area-specific piece in as a prop.',
      },
      {
        target: './src/web',
        from: ['./src/server', './tests', './scripts'],
        message: 'The web app does not import the server; use the typed client in src/api.',
      },
      ...serverAreas.flatMap((area) => [
        {
          target: `./src/server/${area}`,
          from: serverAreas
            .filter((other) => other !== area)
            .map((other) => `./src/server/${other}`),
          except: ['./area.ts'],
          message: `src/server/${area} imports of another area only its public file (src/server/<area>/area.ts); move what both need into src/server/shared.`,
        },
        {
          target: `./src/server/${area}`,
          from: [
            './src/server/app.ts',
            './src/server/areas.ts',
            './src/server/main.ts',
            './src/web',
            './tests',
            './scripts',
          ],
          message: `src/server/${area} does not import the app that lists the areas (app.ts, areas.ts): it receives its services as handlers' arguments.`,
        },
      ]),
      {
        // The shared modules (src/server/shared, http, db, files, mail and the top-level
        // files but the app that composes the areas) are below every area.
        target: [
          ...foldersOf('./src/server/')
            .filter((name) => !serverAreas.includes(name))
            .map((name) => `./src/server/${name}`),
          './src/server/audit.ts',
          './src/server/config.ts',
          './src/server/services.ts',
          './src/server/workflow.ts',
        ],
        from: serverAreas.map((area) => `./src/server/${area}`),
        message:
          'A shared server module imports no area: move the piece it needs into src/server/shared, or have the area pass it in.',
      },
      {
        target: './src/server',
        from: ['./src/web', './tests', './scripts'],
        message:
          'The server does not import the web app; share rules through src/domain or machines/.',
      },
      {
        target: './src/domain',
        from: ['./src/web', './src/server', './src/api', './machines', './tests', './scripts'],
        message:
          'src/domain is plain TypeScript: it imports nothing of the app. Move the rule here and import it from the app instead.',
      },
      {
        target: './machines',
        from: ['./src/web', './src/server', './src/api', './tests', './scripts'],
        message:
          'Machines are pure and import only src/domain: declare the call as an actor and provide it from the app with .provide().',
      },
      {
        target: './src/api',
        from: ['./src/web', './src/server', './machines', './src/domain'],
        message:
          'src/api only wraps the generated contract types: put app logic in src/web or src/domain.',
      },
    ]),
  },
);
