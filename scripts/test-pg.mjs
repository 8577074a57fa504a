/**
 * `npm run test:pg`: the backend's jest suites once more, against a real PostgreSQL server
 * (TEST_DATABASE_URL) instead of the embedded PGlite, so that both databases stay supported.
 * .ci/run starts a throwaway server and sets the variable. Without it the run is skipped with a
 * message, except in CI (CI set), where a missing server is an error.
 *
 * The suites run one file at a time: some compare snapshots of whole tables (the API fuzz and CSRF
 * tests), which needs the one shared database to be theirs while they run.
 */
import { spawnSync } from 'node:child_process';

const BACKEND_SUITES = ['lib/server/', 'app/api/', 'scripts/lib/'];

if (!process.env.TEST_DATABASE_URL) {
  const message =
    'test:pg skipped: set TEST_DATABASE_URL=postgres://user:password@127.0.0.1:5432/database to run ' +
    'the backend tests against PostgreSQL (.ci/run starts a server for it).';
  if (process.env.CI) {
    console.error(`${message}\nIn CI the PostgreSQL run is required.`);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}

const { hostname, port, pathname } = new URL(process.env.TEST_DATABASE_URL);
console.log(
  `test:pg: backend tests against PostgreSQL at ${hostname || 'localhost'}:${port || 5432}${pathname}`,
);
const result = spawnSync('npx', ['jest', '--runInBand', ...BACKEND_SUITES, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
