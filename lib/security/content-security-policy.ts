import type { Env } from '@/lib/settings/define';
import { consoleSettingValues } from '@/lib/settings/public';

/**
 * The Content-Security-Policy of the console's pages (OWASP ASVS 5.0, 3.4.3), built by the middleware
 * for each page request around a fresh nonce. Next.js reads the nonce back from the request's CSP
 * header and puts it on its own scripts, so no inline script runs without it.
 *
 * - Scripts: only those carrying the nonce, and what they load (`'strict-dynamic'`); no `unsafe-inline`.
 *   React's development build evaluates code, so `unsafe-eval` is added in development only.
 * - Styles: `'unsafe-inline'` is accepted. Tailwind's runtime-free classes need none, but EasyMDE
 *   (CodeMirror) and the charts set `style` attributes, which a nonce cannot cover; style injection
 *   cannot run script, and every other source is locked down.
 * - Connections: this server, plus the origins of AUTH_API_URL and DASHBOARD_API_URL when the console
 *   talks to services elsewhere (read at run time, like every setting).
 *
 * Pure and Edge-safe (Web Crypto only): it runs on every page request, so it does the least work it can.
 */
export const CSP_HEADER = 'Content-Security-Policy';

export interface CspOptions {
  /** Extra origins the browser may connect to (the API services), as configured. */
  connectOrigins: readonly string[];
  /** Development builds need `unsafe-eval` (React's debugging) and nothing else. */
  development: boolean;
}

/** 128 random bits, base64: a nonce no attacker can guess, different for every response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The origin of a configured base URL, or null when it is empty, relative or not http(s). */
export function originOf(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function buildCsp(nonce: string, { connectOrigins, development }: CspOptions): string {
  const connect = ["'self'", ...new Set(connectOrigins)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // The SDK guide may show images from any HTTPS host: the console stores none of its own.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The extra connect-src origins from AUTH_API_URL and DASHBOARD_API_URL; `env` for tests, by default
 * this process's settings.
 */
export function apiConnectOrigins(env?: Env): string[] {
  const { AUTH_API_URL, DASHBOARD_API_URL } = consoleSettingValues(env);
  return [originOf(AUTH_API_URL), originOf(DASHBOARD_API_URL)].filter(
    (origin): origin is string => origin !== null,
  );
}
