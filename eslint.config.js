import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CLIENT_NEVER_SERVER = {
  regex: '^(@/server|(\\.\\./)+server)(/|$)',
  message: 'The client never imports server code; share it through src/core.',
};
const FEATURES = readdirSync(new URL('./src/client/features', import.meta.url));
/** A client feature imports no other feature: routes compose them; shared code lives in components/ or lib/. */
const featureBoundary = (feature) => ({
  files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          CLIENT_NEVER_SERVER,
          ...[
            `^@/client/features/(?!${feature}/)`,
            `^(\\.\\./){2,}(${FEATURES.filter((f) => f !== feature).join('|')})/`,
          ].map((regex) => ({
            regex,
            message:
              'Features do not import each other: compose them in src/client/routes; move shared code to src/client/components or src/client/lib.',
          })),
        ],
      },
    ],
  },
});

const SERVER_NEVER_CLIENT = {
  regex: '^(@/client|(\\.\\./)+client)(/|$)',
  message: 'The server never imports client code; share it through src/core.',
};
const SERVER_FEATURES = readdirSync(new URL('./src/server/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** A server feature imports another feature only through its index.ts (decision 0055), as the client's features do not at all. */
const serverFeatureBoundary = (feature) => ({
  files: [`src/server/features/${feature}/**/*.ts`],
  ignores: ['**/*.test.ts'], // a test may take another feature's fixtures
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          SERVER_NEVER_CLIENT,
          {
            regex: `^\\.\\./(?!${feature}/)(${SERVER_FEATURES.join('|')})/(?!index$)`,
            message:
              "Server features do not import each other's files: use the feature's index.ts, or move the shared service out of features (src/server/markets, lib, db).",
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A promise nobody awaits or handles fails silently (an unhandled rejection at best). Type-aware:
    // typescript-eslint's project service gives the rule the types from tsconfig.json.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Layers (docs/architecture.md): core is pure and stands alone; client and server stand on core, never on each other.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/(server|client)|(\\.\\./)+(server|client))(/|$)',
              message: 'src/core is shared and pure: it imports neither server nor client code.',
            },
            { regex: '^(node:|react)', message: 'src/core is pure: no I/O modules, no React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [CLIENT_NEVER_SERVER],
        },
      ],
    },
  },
  {
    // One way to call the API (decision 0046): URLs, fetches and answer parsing come from the
    // endpoint declarations in src/core/api, through src/client/lib/endpoint-client.ts.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/api.ts', 'src/client/lib/endpoint-client.ts', 'src/client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/^\\/api\\//]',
          'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]',
        ].map((selector) => ({
          selector,
          message: 'Build API URLs from the endpoint declarations (urlOf, endpointUrl, endpointQuery).',
        })),
        {
          selector: "CallExpression[callee.name='fetch']",
          message: 'Call the API with callEndpoint/sendCall (src/client/lib/endpoint-client.ts).',
        },
        {
          selector: "ImportSpecifier[imported.name='apiRequest']",
          message: 'Call the API with callEndpoint/sendCall (src/client/lib/endpoint-client.ts).',
        },
      ],
    },
  },
  ...FEATURES.map(featureBoundary),
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NEVER_CLIENT] }] },
  },
  ...SERVER_FEATURES.map(serverFeatureBoundary),
  {
    // The core of the server (markets, jobs, plugins, lib, db, mail, ...) stands below the features: app.ts,
    // main.ts and the CLI wire the features in (routes, seeds, the ledger publication, their jobs, the quiz page).
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/features/**',
      'src/server/app.ts',
      'src/server/main.ts',
      'src/server/cli/**',
      'src/server/test/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NEVER_CLIENT,
            {
              regex: '^(@/server/|\\./|(\\.\\./)+)features(/|$)',
              message:
                'The server core never imports a feature (features stand on it, not the reverse): move the shared piece to src/server (lib, db, mail, plugins, ...), or have app.ts pass it in as an option.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import circles in the server (type-only imports do not count: they vanish at build).
    files: ['src/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // No production source file over 300 lines (blank lines and comments not counted): a file that
    // grows past it holds more than one concern. Tests, fixtures and generated data are exempt.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/test/**', 'src/client/test/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      // Nor a function over 80 lines, unless a table or a flow reads better whole: such a function
      // carries an eslint-disable comment that says why.
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Server and core code must not use Math.random (DESIGN §3): crypto or seeded PRNGs only.
    files: ['src/server/**/*.ts', 'src/core/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use node:crypto or a seeded PRNG.' },
      ],
    },
  },
);
