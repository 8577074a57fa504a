import { isExpired, parseSignInRecord, type SignInRecord } from '@/lib/auth/sign-in-record';
import {
  GROUP_OF_ROLE,
  HOME_OF_ROLE,
  INVITATION_PATH,
  OPEN_PATHS,
  REASON_PARAM,
  SIGN_IN_PATH,
  normalizePath,
  routeGroupOf,
  type RouteGroup,
} from '@/lib/routes';

/**
 * The navigation guard (docs/product.md, Guard) as one pure function. The Edge middleware runs it on the
 * cookie copy before a page renders; the client runs it on localStorage on every route change.
 *
 * Each outcome is the *final* destination, so a user is redirected at most once: where the rules send
 * a signed-in user to the sign-in page (wrong role, unknown route), the sign-in page's own rule would
 * send them on to their home, so the guard sends them home directly.
 */
export type GuardDecision =
  { action: 'allow'; clearRecord: boolean } | { action: 'redirect'; to: string; clearRecord: boolean };

export interface GuardInput {
  pathname: string;
  /** The query string, with or without `?`: only `next` is read, on auth pages. */
  search?: string;
  /** The stored record as found (localStorage value or cookie value), or null when there is none. */
  rawRecord: string | null | undefined;
  now: number;
}

export const NEXT_PARAM = 'next';

type RecordState =
  { kind: 'none'; clear: boolean } | { kind: 'expired' } | { kind: 'valid'; record: SignInRecord };

function recordState(raw: string | null | undefined, now: number): RecordState {
  if (raw === null || raw === undefined || raw === '') return { kind: 'none', clear: false };
  const record = parseSignInRecord(raw);
  // A malformed record, or one with an unknown role, counts as none and is cleared: keeping it
  // would bounce the user between the sign-in page and a home page forever.
  if (!record) return { kind: 'none', clear: true };
  if (isExpired(record, now)) return { kind: 'expired' };
  return { kind: 'valid', record };
}

/**
 * A `next` target is honoured only when it is a same-origin path of a page the role may see.
 * Returns the path (with its query) or null.
 */
export function safeNextPath(next: string | null | undefined, role: SignInRecord['role']): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, 'http://console.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://console.invalid') return null;
  // An invitation link's page: back there after signing in, to join.
  const open = normalizePath(url.pathname) === INVITATION_PATH;
  if (!open && routeGroupOf(url.pathname) !== GROUP_OF_ROLE[role]) return null;
  return `${normalizePath(url.pathname)}${url.search}`;
}

/**
 * The sign-in page, with the console page to come back to (`next`) and, after an expired session,
 * `reason=expired`, on which the page says why the user is there.
 */
export function signInPath({
  pathname,
  search = '',
  expired = false,
}: {
  pathname: string;
  search?: string;
  expired?: boolean;
}): string {
  const params = new URLSearchParams();
  if (expired) params.set(REASON_PARAM, 'expired');
  const group = routeGroupOf(pathname);
  if (group === 'app' || group === 'admin') {
    const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
    params.set(NEXT_PARAM, `${normalizePath(pathname)}${query}`);
  }
  const query = params.toString();
  return query ? `${SIGN_IN_PATH}?${query}` : SIGN_IN_PATH;
}

/**
 * Whether a record lets its holder see a route group's pages (the guard's first rule), for the
 * console layouts, which render the shell on the server when the cookie copy allows their group.
 */
export function recordAllowsGroup(
  rawRecord: string | null | undefined,
  group: RouteGroup,
  now: number = Date.now(),
): boolean {
  const state = recordState(rawRecord, now);
  return state.kind === 'valid' && GROUP_OF_ROLE[state.record.role] === group;
}

export function decideGuard({ pathname, search = '', rawRecord, now }: GuardInput): GuardDecision {
  const group = routeGroupOf(pathname);
  const state = recordState(rawRecord, now);
  const path = normalizePath(pathname);

  if (state.kind === 'valid') {
    const { role } = state.record;
    if (group === GROUP_OF_ROLE[role]) return { action: 'allow', clearRecord: false };
    // The contact and invitation pages are for signed-in users too (lib/routes.ts, OPEN_PATHS).
    if (OPEN_PATHS.includes(path)) return { action: 'allow', clearRecord: false };
    if (group === 'auth') {
      const next = safeNextPath(new URLSearchParams(search).get(NEXT_PARAM), role);
      return { action: 'redirect', to: next ?? HOME_OF_ROLE[role], clearRecord: false };
    }
    // Wrong role or unknown route: the sign-in page would send this user home.
    return { action: 'redirect', to: HOME_OF_ROLE[role], clearRecord: false };
  }

  const clearRecord = state.kind === 'expired' || state.clear;
  if (group === 'auth') {
    // An expired record on an auth page is removed and the user goes to the sign-in page.
    // The invitation page stays: it offers signing in with its token kept.
    if (state.kind === 'expired' && path !== SIGN_IN_PATH && path !== INVITATION_PATH) {
      return { action: 'redirect', to: SIGN_IN_PATH, clearRecord };
    }
    return { action: 'allow', clearRecord };
  }
  if (group === null) return { action: 'redirect', to: SIGN_IN_PATH, clearRecord };
  // A console page: back to it after signing in, and, when the session ran out, say so (the user who
  // opens a bookmark the next day learns why they must sign in again).
  return {
    action: 'redirect',
    to: signInPath({ pathname, search, expired: state.kind === 'expired' }),
    clearRecord,
  };
}
