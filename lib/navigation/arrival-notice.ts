import { isExpired, parseSignInRecord } from '@/lib/auth/sign-in-record';
import { mirrorCookie, readCookie } from '@/lib/preferences/stored-preference';
import { GROUP_OF_ROLE, routeGroupOf } from '@/lib/routes';

/**
 * Why the guard sent someone elsewhere, said once on the page they arrive at (docs/product.md, Guard):
 * the address they asked for does not exist, or is for the other role. The guard's redirects stay as
 * they are; the reason travels in a short-lived cookie that the middleware (or, for a client-side
 * navigation, the browser's guard) leaves and the arriving page takes. This module owns that cookie.
 */
// `other-org`: a device's page left for its list when the user switched to another organisation.
export const ARRIVAL_NOTICES = ['not-found', 'admin-only', 'customer-only', 'other-org'] as const;
export type ArrivalNotice = (typeof ARRIVAL_NOTICES)[number];

export const ARRIVAL_NOTICE_COOKIE = 'arrival_notice';
// Long enough for the redirect to land, short enough not to greet a later visit.
export const ARRIVAL_NOTICE_MAX_AGE = 30;

/**
 * The notice for a redirect away from `pathname`, or null when the redirect needs none (a signed-out
 * visitor sent to sign in, a signed-in user sent on from the sign-in page).
 */
export function arrivalNoticeFor(
  pathname: string,
  rawRecord: string | null | undefined,
  now: number,
): ArrivalNotice | null {
  const group = routeGroupOf(pathname);
  if (group === null) return 'not-found';
  if (group === 'auth') return null;
  const record = parseSignInRecord(rawRecord);
  if (!record || isExpired(record, now) || GROUP_OF_ROLE[record.role] === group) return null;
  return group === 'admin' ? 'admin-only' : 'customer-only';
}

/** The Set-Cookie value (and `document.cookie` assignment) that leaves a notice. */
export function arrivalNoticeCookie(notice: ArrivalNotice, secure: boolean): string {
  return mirrorCookie(ARRIVAL_NOTICE_COOKIE, notice, `Max-Age=${ARRIVAL_NOTICE_MAX_AGE}`, secure);
}

export function parseArrivalNotice(value: string | null | undefined): ArrivalNotice | null {
  return ARRIVAL_NOTICES.find((notice) => notice === value) ?? null;
}

/** Leaves a notice for the page the browser's guard is about to open. */
export function leaveArrivalNotice(notice: ArrivalNotice): void {
  document.cookie = arrivalNoticeCookie(notice, window.location.protocol === 'https:');
}

/** The notice left for this page, if any, which is then gone: it is said once. */
export function takeArrivalNotice(): ArrivalNotice | null {
  const value = readCookie(ARRIVAL_NOTICE_COOKIE);
  if (value === undefined) return null;
  document.cookie = mirrorCookie(ARRIVAL_NOTICE_COOKIE, '', 'Max-Age=0');
  return parseArrivalNotice(value);
}
