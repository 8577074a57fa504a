import 'server-only';

import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The SDK integration guide shown until an admin saves their own version, kept as Markdown in
 * `content/sdk-guide/en.md` and served byte for byte (Prettier leaves `content/` alone). The guide page
 * replaces {{APP_KEY}} with the chosen app's key and {{INGEST_URL}} with the full heartbeat endpoint URL
 * ('<dashboard API origin>/api/v1/devices/heartbeat').
 *
 * Read from the working directory, where `next start`, jest and the `tsx` scripts all run (the
 * project's root): a `process.cwd()` path is the one Next's output file tracing follows. Reading with
 * `node:fs` keeps this module out of client bundles; it does not import `server-only` so that the
 * scripts, which run outside Next.js, can read the guide too.
 */
export const DEFAULT_SDK_GUIDE = readFileSync(
  path.join(process.cwd(), 'content', 'sdk-guide', 'en.md'),
  'utf8',
);
