import { preferenceCookie } from '@/lib/preferences/stored-preference';

/**
 * The sidebar: 260px wide, toggled open and closed, closed by itself under 1024px.
 *
 * The store's `sidebarChoice` is what the user chose for the current width class: `null` means "the
 * default for this width" (open on wide screens, as remembered in `sidebarWideOpen`; closed on narrow
 * ones). Crossing 1024px resets it to null, so the sidebar closes by itself on narrow screens; so does
 * a change of menu (lib/state/display.ts). Not persisted.
 *
 * `sidebarWideOpen` remembers whether the user keeps the sidebar open on wide screens. Mirrored to
 * the `sidebar_state` cookie so the server lays the page out right on the first byte.
 */
export const SIDEBAR_COOKIE = 'sidebar_state';
/** Under this width the sidebar closes by itself. */
export const SIDEBAR_AUTO_CLOSE_WIDTH = 1024;
export const WIDE_SCREEN_QUERY = `(min-width: ${SIDEBAR_AUTO_CLOSE_WIDTH}px)`;

/** Open unless the cookie says the user closed it. */
export function parseSidebarCookie(raw: string | null | undefined): boolean {
  return raw !== 'closed';
}

/** Kept in the cookie alone (the server reads it with `parseSidebarCookie`); no other tab follows it. */
export function serializeSidebarCookie(open: boolean): string {
  return preferenceCookie(SIDEBAR_COOKIE, open ? 'open' : 'closed');
}

/**
 * Whether the sidebar shows, given the width class (`null` while it is unknown: on the server and
 * while hydrating, when CSS decides by breakpoint). `null` result: "follow the breakpoint".
 */
export function sidebarOpenFor(
  choice: boolean | null,
  wideOpen: boolean,
  wide: boolean | null,
): boolean | null {
  if (choice !== null) return choice;
  if (wide === null) return wideOpen ? null : false;
  return wide ? wideOpen : false;
}
