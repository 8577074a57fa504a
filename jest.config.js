const os = require('node:os');

const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that jest must transform rather than load as CommonJS.
const esmPackages = [
  'next-intl',
  'use-intl',
  '@tanstack',
  'intl-messageformat',
  '@formatjs',
  'marked',
  'eventsource-parser',
  'otplib',
  '@otplib',
  '@noble',
  '@scure',
  'beasties',
  'css-what',
].join('|');

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Two workers even on a 2-core machine (jest's default leaves one core to itself, so one file at a
  // time): most files wait on a database or a timer, and two take about two thirds of the time of one.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Migrates one in-memory database that each test file's starts from (test/server/pglite-seed.ts).
  globalSetup: '<rootDir>/test/jest-global-setup.ts',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The backend's modules are marked `server-only`, whose plain entry throws outside Next's server
    // bundles: the tests load its empty entry, the one the server build resolves.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
  testPathIgnorePatterns: [
    '/node_modules/',
    '/.next',
    '/e2e/',
    // PostgreSQL-only suites run in `npm run test:pg`, which sets TEST_DATABASE_URL.
    ...(process.env.TEST_DATABASE_URL ? [] : ['\\.pg\\.test\\.']),
  ],
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/.data/'],
};

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  // PGlite's CommonJS build loads Node built-ins with import(), which jest's module sandbox refuses:
  // compiling it like the sources turns those import() calls into require().
  const pglite = '@electric-sql';
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages}|${pglite})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  resolved.transform[`^.+/${pglite}/.+\\.cjs$`] = resolved.transform['^.+\\.(js|jsx|ts|tsx|mjs)$'];
  return resolved;
};
