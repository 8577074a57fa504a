import { RECORD_STATES, type RecordState } from './records';

/**
 * The guard's matrix (e2e/guard-*.spec.ts): one page of each kind, and where a visit to it must end for
 * each state of the sign-in record.
 */

export const SIGN_IN = '/auth/signin';
export const signInFor = (path: string) => `${SIGN_IN}?next=${encodeURIComponent(path)}`;
const expiredSignInFor = (path: string) => `${SIGN_IN}?reason=expired&next=${encodeURIComponent(path)}`;

/** One page of each kind: auth layout, the customer home and a customer page, two admin pages, none. */
export const PAGES = {
  auth: '/auth/signup',
  home: '/',
  app: '/online-devices',
  admin: '/admin-dashboard',
  test: '/test',
  unknown: '/no-such-page',
  unknownFile: '/no-such-report.csv',
} as const;
export type PageKind = keyof typeof PAGES;

const signedOut = (authPage: string): Record<PageKind, string> => ({
  auth: authPage,
  home: signInFor('/'),
  app: signInFor('/online-devices'),
  admin: signInFor('/admin-dashboard'),
  test: signInFor('/test'),
  unknown: SIGN_IN,
  unknownFile: SIGN_IN,
});

/**
 * Where each visit must end, written out rather than computed by the code under test (the rules are in
 * docs/product.md). A wrong role or an unknown route goes straight to the user's home: the sign-in page would
 * send a signed-in user there anyway, and the guard resolves in one redirect.
 */
export const EXPECTED: Record<RecordState, Record<PageKind, string>> = {
  none: signedOut(PAGES.auth),
  customer: {
    auth: '/',
    home: '/',
    app: '/online-devices',
    admin: '/',
    test: '/',
    unknown: '/',
    unknownFile: '/',
  },
  admin: {
    auth: '/admin-dashboard',
    home: '/admin-dashboard',
    app: '/admin-dashboard',
    admin: '/admin-dashboard',
    test: '/test',
    unknown: '/admin-dashboard',
    unknownFile: '/admin-dashboard',
  },
  // An expired record is removed and the user goes to the sign-in page, which says why; the
  // address keeps the console page the user was on their way to.
  expired: {
    auth: SIGN_IN,
    home: expiredSignInFor('/'),
    app: expiredSignInFor('/online-devices'),
    admin: expiredSignInFor('/admin-dashboard'),
    test: expiredSignInFor('/test'),
    unknown: SIGN_IN,
    unknownFile: SIGN_IN,
  },
  malformed: signedOut(PAGES.auth),
  unknownRole: signedOut(PAGES.auth),
};

export const CELLS = RECORD_STATES.flatMap((state) =>
  (Object.entries(PAGES) as [PageKind, string][]).map(([kind, path]) => ({
    state,
    path,
    expected: EXPECTED[state][kind],
  })),
);
