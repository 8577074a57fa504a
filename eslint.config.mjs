import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Dates are written by name (`format.dateTime(date, 'dateTime')`) from the one table of formats. A later
// block that sets no-restricted-syntax replaces this one for its files, so it repeats this selector.
const NAMED_DATE_FORMATS = {
  selector: 'Property[key.name=/^(dateStyle|timeStyle)$/], Property[key.value=/^(dateStyle|timeStyle)$/]',
  message: "Name a date format in i18n/formats.ts and use it: format.dateTime(date, 'dateTime').",
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      'import/order': [
        'warn',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc' },
        },
      ],
    },
  },
  {
    // End-to-end checks compute the dates they expect themselves, independently of the formats.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['i18n/formats.ts', 'e2e/**'],
    rules: { 'no-restricted-syntax': ['error', NAMED_DATE_FORMATS] },
  },
  {
    // A table sits in the shared scrolling box (components/data-table/scrolling-table.tsx), which keeps it
    // and its cells' screen-reader text from widening the page. The data table has its own; the charts'
    // tables are for screen readers only.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: [
      '**/*.test.tsx',
      'components/data-table/data-table.tsx',
      'components/dashboard/chart-data-table.tsx',
      'components/devices/device-page/device-online-chart.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ":not(JSXElement[openingElement.name.name='ScrollingTable']) > JSXElement[openingElement.name.name='table']",
          message: 'Put a table in <ScrollingTable> (components/data-table/scrolling-table.tsx).',
        },
        NAMED_DATE_FORMATS,
      ],
    },
  },
  {
    // The clock that "ago", durations and online status count from has one owner, which keeps a part
    // rendered on the server from the moment of its read and anything later from the browser's clock.
    files: ['app/**', 'components/**'],
    ignores: ['components/i18n/use-clock.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next-intl',
              importNames: ['useNow'],
              message: 'Read the time with useClock (components/i18n/use-clock.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The OpenAPI document's schemas (lib/api/openapi) are zod and zod-openapi code for the document's
    // route and the server. The console's types are those schemas' (lib/api/types.ts, lib/api/contract/),
    // taken with `import type`, which the build erases: a value import would put the schemas in the
    // pages' bundles. This rule is a separate one from `no-restricted-imports` above, so neither
    // replaces the other's options where both apply.
    files: ['app/**', 'components/**', 'lib/**', 'config/**', 'i18n/**', 'middleware.ts'],
    ignores: ['lib/api/openapi/**', 'app/api/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@/lib/api/|^\\.\\.?/(.*/)?)openapi(/|$)',
              allowTypeImports: true,
              message:
                'Only `import type` from lib/api/openapi here: its schemas are for the document, not the pages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**', 'components/**', 'lib/**', 'middleware.ts'],
    // Packages are not followed: the cycles that matter are ours, and some bundles overflow the parser.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The reference backend is for route handlers, server components and instrumentation.ts: client
    // components, the Edge middleware and the rest of lib/ never import it (their tests may).
    files: ['components/**', 'lib/**', 'middleware.ts', 'app/**/error.tsx', 'app/**/global-error.tsx'],
    ignores: ['lib/server/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './',
              from: './lib/server',
              message: 'lib/server is server-only: client code and the middleware cannot import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server code logs through lib/server/log.ts (pino, secrets redacted), never past it.
    files: ['lib/server/**', 'custom-server/**'],
    rules: { 'no-console': 'error' },
  },
  {
    // Settings are declared once and read once (lib/settings/, docs/operations.md "Settings"): nothing
    // else reads process.env. The exceptions, each for a reason of its own:
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      // The settings module: the one reader.
      'lib/settings/**',
      // Build and tool configuration, and the tools: they run before or beside the console, and read
      // the development and CI variables (docs/operations.md), not the console's settings.
      'next.config.mjs',
      'playwright.config.ts',
      'playwright.next-start.config.ts',
      'jest.config.js',
      'scripts/**',
      'bench/**',
      // Tests set up the environment of the code they run.
      'jest.setup.ts',
      'e2e/**',
      'test/**',
      '**/*.test.{ts,tsx}',
      // Hands Next.js its own build's variables (NEXT_DIST_DIR, the standalone configuration).
      'custom-server/main.ts',
      'custom-server/built-config.ts',
    ],
    rules: {
      // NODE_ENV, NEXT_RUNTIME and NEXT_PUBLIC_* are replaced by Next.js at build time, so they must be
      // written out where they are used: each such line says so with an eslint-disable comment.
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings from lib/settings (settings(), consoleSettingValues()), parsed once.',
        },
      ],
    },
  },
  {
    // Tool configuration files that Node loads as CommonJS.
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.data/**',
      'dist/**',
      'drizzle/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
