import { ORG_HEADER } from '@/lib/auth/org-roles';
import { announceSessionEvent } from '@/lib/auth/session-events';
import { readActiveOrg } from '@/lib/preferences/active-org';

/**
 * The one HTTP client of the console: JSON by default, no timeout, 200-299 is success.
 * Every failure becomes an `HttpError` carrying the API's error code, so the UI can translate it.
 */
export class HttpError extends Error {
  /** The HTTP status; 0 when the request never got an answer (network failure). */
  status: number;
  /** The API's error code (`invalid_credentials`, ...), `http_<status>` when it sent none, or `network_error`. */
  code: string;
  /** Per-field validation message keys, as sent with `validation_failed` (and `email_taken`). */
  fields?: Record<string, string>;
  /** Seconds to wait before retrying, from a `Retry-After` header (429, 503), when the answer had one. */
  retryAfter?: number;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    retryAfter?: number,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
  }
}

export interface HttpRequestOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** The session token, sent as `Authorization: Bearer`. */
  token?: string;
  /** Bypasses every cache on the way (browser, proxies). */
  noCache?: boolean;
  /** Lets the request outlive the page: a browser cancels a leaving page's requests otherwise. */
  keepalive?: boolean;
  signal?: AbortSignal;
  /**
   * Sent without `X-Fleetdeck-Org`: a call about the caller rather than one organisation (their list of
   * organisations, choosing one, joining one), which must work even when the stored one is gone.
   */
  withoutOrg?: boolean;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `Retry-After` is either delta-seconds or an HTTP date; anything else is ignored. */
function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The HttpError of a refused answer whose body was read as `text`: `{error:{code,message,fields}}` and
 * `Retry-After`; anything else (HTML from a proxy, empty body) gets `http_<status>`. Every reader of the
 * API's answers (JSON calls, CSV downloads) goes through it.
 */
export function errorFromResponse(response: Response, text: string): HttpError {
  const { status, statusText } = response;
  const body = parseJson(text);
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  const e = error && typeof error === 'object' ? (error as Record<string, unknown>) : {};
  const code = typeof e.code === 'string' && e.code ? e.code : `http_${status}`;
  const message = typeof e.message === 'string' && e.message ? e.message : statusText || `HTTP ${status}`;
  return new HttpError(
    status,
    code,
    message,
    isStringRecord(e.fields) ? e.fields : undefined,
    parseRetryAfter(response.headers?.get('Retry-After')),
  );
}

/**
 * `X-Fleetdeck-Org` naming the organisation this browser shows, when one was chosen: every signed-in
 * call (JSON, CSV, the live stream) acts there (docs/product.md, Organisations).
 */
export function activeOrgHeader(): Record<string, string> {
  const orgId = readActiveOrg();
  return orgId ? { [ORG_HEADER]: orgId } : {};
}

export async function httpRequest<T>(url: string, options: HttpRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, token, noCache = false, keepalive, signal, withoutOrg = false } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (token && !withoutOrg) Object.assign(headers, activeOrgHeader());
  if (noCache) headers['Cache-Control'] = 'no-cache';

  const init: RequestInit = { method, headers, signal };
  if (keepalive) init.keepalive = true;
  if (body !== undefined) init.body = JSON.stringify(body);
  if (noCache) init.cache = 'no-store';

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // A cancelled request is the caller's own doing, not a network failure: let it see the AbortError.
    if (signal?.aborted) throw error;
    throw new HttpError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }

  let text: string;
  try {
    text = response.status === 204 ? '' : await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new HttpError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }

  if (response.status >= 200 && response.status <= 299) {
    if (text.trim() === '') return undefined as T;
    const data = parseJson(text);
    if (data === undefined) {
      throw new HttpError(
        response.status,
        'invalid_response',
        'The server answered with something other than JSON',
      );
    }
    return data as T;
  }

  // The token is dead (revoked, expired or unknown): the browser session learns of it.
  if (response.status === 401 && token) announceSessionEvent({ type: 'refused', token });
  const error = errorFromResponse(response, text);
  if (error.code === 'mfa_required') announceSessionEvent({ type: 'mfaRequired' });
  throw error;
}
