import 'server-only';

import { readFileSync } from 'node:fs';
import path from 'node:path';

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales';

/**
 * The SDK integration guide shown in a language until an admin saves their own version of it, kept
 * as Markdown in `content/sdk-guide/<locale>.md` (Prettier leaves `content/` alone), one file per
 * console language, all with the same code blocks. The guide page replaces {{APP_KEY}} with the chosen
 * app's key and {{INGEST_URL}} with the full heartbeat endpoint URL
 * ('<dashboard API origin>/api/v1/devices/heartbeat').
 *
 * The web snippet's `readableModel` lives in `content/sdk-guide/readable-model.ts`, where jest tests it:
 * the line `<<readable-model.ts>>` of a guide file stands for that function, pasted without its
 * `export` and its doc comment (which speaks of this repository, not to customers).
 *
 * Read from the working directory, where `next start`, jest and the `tsx` scripts all run (the
 * project's root): a `process.cwd()` path is the one Next's output file tracing follows. Reading with
 * `node:fs` keeps this module out of client bundles.
 */
const READABLE_MODEL = readFileSync(
  path.join(process.cwd(), 'content', 'sdk-guide', 'readable-model.ts'),
  'utf8',
)
  .replace(/^[\s\S]*?export function/, 'function')
  .trimEnd();

function readGuide(locale: Locale): string {
  const file = readFileSync(path.join(process.cwd(), 'content', 'sdk-guide', `${locale}.md`), 'utf8');
  return file.replace('<<readable-model.ts>>', READABLE_MODEL);
}

const DEFAULT_GUIDES = Object.fromEntries(LOCALES.map((locale) => [locale, readGuide(locale)])) as Record<
  Locale,
  string
>;

/** The built-in guide in one of the console's languages. */
export function defaultSdkGuide(locale: Locale): string {
  return DEFAULT_GUIDES[locale];
}

export const DEFAULT_SDK_GUIDE = DEFAULT_GUIDES[DEFAULT_LOCALE];
