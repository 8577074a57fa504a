/**
 * `npm run test:pg` (part of `npm test`): the backend's jest suites once more, against a real
 * PostgreSQL server instead of the embedded PGlite, so that both databases stay supported. The server
 * is TEST_DATABASE_URL when set; otherwise a throwaway cluster from the machine's PostgreSQL server
 * binaries (`apt-get install postgresql`; .ci/run installs them). Without either the run is skipped
 * with a message, except in CI (CI set), where it is required.
 *
 * Each jest worker has a database of its own on that server (`<database>_w<worker>`, made afresh here
 * and passed as TEST_DATABASE_URLS; jest.setup.ts gives each worker its own): some suites compare
 * snapshots of whole tables (the API fuzz and CSRF tests), which needs the database to be theirs while
 * they run. Where databases cannot be created (a server given without that right), the suites run one
 * file at a time on the one database. Files named `*.pg.test.ts` run only here.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';

import { Client } from 'pg';

import { postgresBinDir, startTempPostgres, type TempPostgres } from './lib/temp-postgres';

/** As many workers as jest.config.js gives the PGlite run. */
const WORKERS = Math.max(2, os.availableParallelism() - 1);

/**
 * One empty database per worker beside the one at `url`, each named after it (`<database>_w1`, ...), or
 * null when this server does not let us create them.
 */
async function workerDatabases(url: string): Promise<string[] | null> {
  const base = new URL(url);
  const name = base.pathname.slice(1) || 'postgres';
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const urls: string[] = [];
    for (let worker = 1; worker <= WORKERS; worker++) {
      const database = `${name}_w${worker}`;
      await client.query(`drop database if exists "${database}" with (force)`);
      await client.query(`create database "${database}"`);
      const workerUrl = new URL(url);
      workerUrl.pathname = `/${database}`;
      urls.push(workerUrl.toString());
    }
    return urls;
  } catch (error) {
    console.warn(`test:pg: one file at a time on one database (${(error as Error).message})`);
    return null;
  } finally {
    await client.end();
  }
}

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
    const urls = await workerDatabases(url);
    const workers = urls ? [`--maxWorkers=${urls.length}`] : ['--runInBand'];
    const result = spawnSync('npx', ['jest', ...workers, ...jestArguments(process.argv.slice(2))], {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url, TEST_DATABASE_URLS: urls?.join(' ') ?? '' },
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
