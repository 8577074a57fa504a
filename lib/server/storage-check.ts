import 'server-only';

import { access, constants, mkdir } from 'node:fs/promises';

import type { ServerConfig } from '@/lib/server/config';
import { settings, type Settings } from '@/lib/settings/server';

/**
 * Why the embedded database cannot work here, or null when it can. It keeps its files in DATA_DIR, so it
 * needs a file system that is writable and lasts; a serverless deployment (a preview on Vercel, Netlify or
 * AWS Lambda) has neither, and needs DATABASE_URL. Said in one line at start (start-up.ts), rather than
 * left to fail on the first request.
 */
export async function embeddedStorageProblem(
  config: Pick<ServerConfig, 'database'>,
  env: Partial<Pick<Settings, 'VERCEL' | 'NETLIFY' | 'AWS_LAMBDA_FUNCTION_NAME'>> = settings(),
): Promise<string | null> {
  if (config.database.kind !== 'pglite' || config.database.dataDir === null) return null;
  const needs = 'set DATABASE_URL to a PostgreSQL server';
  const platform = env.VERCEL
    ? 'Vercel'
    : env.NETLIFY
      ? 'Netlify'
      : env.AWS_LAMBDA_FUNCTION_NAME
        ? 'AWS Lambda'
        : null;
  if (platform) {
    return `this is a serverless deployment (${platform}), whose files do not last: ${needs}`;
  }
  const dataDir = config.database.dataDir;
  try {
    await mkdir(dataDir, { recursive: true });
    await access(dataDir, constants.W_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return `DATA_DIR ${dataDir} cannot be written (${code}: a read-only file system?): ${needs}`;
  }
}
