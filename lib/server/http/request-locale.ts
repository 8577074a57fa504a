import 'server-only';

import { LOCALE_COOKIE, LOCALES, type Locale } from '@/i18n/locales';

/**
 * The language the user chose in the console, from its cookie, which a same-origin page sends along
 * with every call (the language of a reset email or an export); undefined when there is none. The
 * value is unchecked: callers resolve it against the known locales.
 */
export function requestLocale(request: Request): string | undefined {
  const pattern = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);
  return pattern.exec(request.headers.get('cookie') ?? '')?.[1];
}

/** The console language a call names in its cookie, when it is one the console has; else null. */
export function knownRequestLocale(request: Request): Locale | null {
  const code = requestLocale(request);
  return code !== undefined && (LOCALES as readonly string[]).includes(code) ? (code as Locale) : null;
}
