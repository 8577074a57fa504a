/**
 * `npm run test:pg` (part of `npm test`): the backend's jest suites once more, against a real
 * PostgreSQL server instead of the embedded PGlite, so that both databases stay supported. The server
 * is TEST_DATABASE_URL when set; otherwise a throwaway cluster from the machine's PostgreSQL server
 * binaries (`apt-get install postgresql`; .ci/run installs them). Without either the run is skipped
 * with a message, except in CI (CI set), where it is required.
 *
 * The suites run one file at a time: some compare snapshots of whole tables (the API fuzz and CSRF
 * tests), which needs the one shared database to be theirs while they run. Files named
 * `*.pg.test.ts` run only here.
 */
import { spawnSync } from 'node:child_process';

import { postgresBinDir, startTempPostgres, type TempPostgres } from './lib/temp-postgres';

const BACKEND_SUITES = ['lib/server/', 'app/api/', 'scripts/lib/'];

/**
 * The backend's folders, then the arguments given to this script. Paths given before any option
 * (`test-pg.ts app/api/two-instances --verbose`) replace the folders: jest runs the files that match
 * any of its path patterns, so added to the folders they would select nothing less.
 */
function jestArguments(args: string[]): string[] {
  const firstOption = args.findIndex((arg) => arg.startsWith('-'));
  const paths = firstOption === -1 ? args : args.slice(0, firstOption);
  return paths.length ? args : [...BACKEND_SUITES, ...args];
}

async function main(): Promise<number> {
  let server: TempPostgres | null = null;
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (!postgresBinDir()) {
      const message = [
        'test:pg DID NOT RUN: the backend tests were not run against PostgreSQL.',
        'No PostgreSQL server binaries were found, and TEST_DATABASE_URL is not set. To run them:',
        '  sudo apt-get install -y postgresql   (or set PG_BIN to the folder holding initdb and postgres)',
        '  or: TEST_DATABASE_URL=postgres://user:password@127.0.0.1:5432/database npm run test:pg',
      ];
      const rule = '!'.repeat(Math.max(...message.map((line) => line.length)));
      if (process.env.CI) {
        console.error([rule, ...message, 'In CI the PostgreSQL run is required: failing.', rule].join('\n'));
        return 1;
      }
      console.error(
        [rule, ...message, 'Outside CI this is not a failure, but nothing was tested here.', rule].join('\n'),
      );
      return 0;
    }
    server = await startTempPostgres();
    url = server.url;
  }
  const { hostname, port, pathname } = new URL(url);
  console.log(
    `test:pg: backend tests against PostgreSQL at ${hostname || 'localhost'}:${port || 5432}${pathname}` +
      (server ? ' (a throwaway cluster)' : ''),
  );
  try {
    const result = spawnSync('npx', ['jest', '--runInBand', ...jestArguments(process.argv.slice(2))], {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
    });
    return result.status ?? 1;
  } finally {
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
