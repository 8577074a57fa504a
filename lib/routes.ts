import type { Role } from '@/lib/auth/roles';

/**
 * The one table of the console's pages: which route group (layout, guard rule) each path belongs to.
 * The navigation (`config/navigation.ts`) is derived from it: it walks these paths in this order and
 * gives each its label and icon, in a record the compiler holds to exactly these paths. The labels and
 * icons stay there, not here, because the guard reads this table in the Edge middleware and on every
 * page of the browser, which need neither.
 */

/** Which layout, and therefore which guard rule, a page belongs to. */
export type RouteGroup = 'auth' | 'app' | 'admin';

/** The route groups with the console shell and its navigation. */
export type ConsoleGroup = Exclude<RouteGroup, 'auth'>;

export const SIGN_IN_PATH = '/auth/signin';
export const SIGN_UP_PATH = '/auth/signup';
export const CONTACT_PATH = '/contact-us';
/** "Sign in with a passkey": a sign-in with a passkey alone, without the email or password. */
export const PASSKEY_SIGN_IN_PATH = '/auth/passkey';
/** "Forgot password?": asks for a reset link. */
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
/** Where a reset link leads (`?token=`): the new password is chosen there. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';
/** Where an invitation link leads (`?token=`): join an organisation, or sign in or up to. */
export const INVITATION_PATH = '/auth/invitation';
/** The organisation's members and invitations. */
export const MEMBERS_PATH = '/organisation/members';
/** The organisation's API tokens and the caller's own. */
export const API_TOKENS_PATH = '/organisation/api-tokens';
/**
 * The public API's reference, in each console (docs/automation.md): reached from the SDK guide and the
 * API tokens page, not from the menu.
 */
export const API_REFERENCE_PATH = '/api-reference';
export const ADMIN_API_REFERENCE_PATH = '/admin/api-reference';
/** The customers' devices table; `?view=<id>` opens a saved view (lib/table/saved-view.ts). */
export const ONLINE_DEVICES_PATH = '/online-devices';
/** The parameter of the devices table's address that names the saved view it shows. */
export const VIEW_PARAM = 'view';
/** The organisation's incidents; one incident's page is `/incidents/<id>`. */
export const INCIDENTS_PATH = '/incidents';
/** An app's version adoption and regressions (`?app=<id>`): reached from App management, not the menu. */
export const VERSIONS_PATH = '/app-management/versions';
/**
 * Auth pages that signed-in users see too: the contact page (a suspended app's owner is sent there)
 * and the invitation link's page (joining needs the invited account signed in).
 */
export const OPEN_PATHS: readonly string[] = [CONTACT_PATH, INVITATION_PATH];
/** `?reason=expired` on the sign-in page says why the user is there. */
export const REASON_PARAM = 'reason';
/** `?customer=<id>` on the admin's view of a customer's dashboard keeps the customer chosen (shareable). */
export const CUSTOMER_PARAM = 'customer';
/**
 * `?orgId=<organisation id>` on the admin pages opens one organisation: its figures on the user
 * dashboard, its devices on the online devices page (docs/product.md, Organisations). The older
 * `customer` and `owner` parameters keep working, meaning that customer's personal organisation.
 */
export const ORG_PARAM = 'orgId';

/** The admin's online devices page, opened on one organisation's devices. */
export function adminOrgDevicesHref(orgId: string): string {
  return `/admin/online-devices?${new URLSearchParams({ [ORG_PARAM]: orgId })}`;
}

/**
 * The pages of each console layout, in menu order: eight for customers; six for admins, plus the
 * diagnostics page `/test`.
 */
export const CONSOLE_PATHS = {
  app: [
    '/',
    '/app-management',
    '/sdk-integration-guide',
    '/online-devices',
    INCIDENTS_PATH,
    '/audit-log',
    MEMBERS_PATH,
    API_TOKENS_PATH,
  ],
  admin: [
    '/admin-dashboard',
    '/admin/user-dashboard',
    '/admin/app-management',
    '/admin/sdk-integration-guide',
    '/admin/online-devices',
    '/admin/audit-log',
    '/test',
  ],
} as const satisfies Record<ConsoleGroup, readonly string[]>;

/** A page of a console layout. */
export type ConsolePath = (typeof CONSOLE_PATHS)[ConsoleGroup][number];

/** Every page of the console, by route group: the menu's and the API reference. Anything else is an unknown route. */
export const ROUTES_BY_GROUP: Readonly<Record<RouteGroup, readonly string[]>> = {
  auth: [
    SIGN_IN_PATH,
    PASSKEY_SIGN_IN_PATH,
    SIGN_UP_PATH,
    CONTACT_PATH,
    FORGOT_PASSWORD_PATH,
    RESET_PASSWORD_PATH,
    INVITATION_PATH,
  ],
  app: [...CONSOLE_PATHS.app, API_REFERENCE_PATH, VERSIONS_PATH],
  admin: [...CONSOLE_PATHS.admin, ADMIN_API_REFERENCE_PATH],
};

/** The route group whose pages each role may see. */
export const GROUP_OF_ROLE: Readonly<Record<Role, ConsoleGroup>> = { customer: 'app', admin: 'admin' };

/** Where each role lands after sign-in, and where the logo points. */
export const HOME_OF_ROLE: Readonly<Record<Role, string>> = { customer: '/', admin: '/admin-dashboard' };

const GROUP_BY_PATH = new Map<string, RouteGroup>(
  (Object.entries(ROUTES_BY_GROUP) as [RouteGroup, readonly string[]][]).flatMap(([group, paths]) =>
    paths.map((path) => [path, group] as const),
  ),
);

/** Strips one trailing slash so that `/online-devices/` and `/online-devices` are the same page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** A device's page, under the online devices page of either console: `/online-devices/<appId>/<deviceId>`. */
const DEVICE_PAGE = /^(\/admin)?\/online-devices\/[^/]+\/[^/]+$/;
/** An incident's page, under the incidents page: `/incidents/<id>`. */
const INCIDENT_PAGE = /^\/incidents\/[^/]+$/;

/** The console page a path is part of: itself, or for a device's (an incident's) page the list's. */
export function navigationPathOf(pathname: string): string {
  const path = normalizePath(pathname);
  const device = DEVICE_PAGE.exec(path);
  if (device) return `${device[1] ?? ''}/online-devices`;
  return INCIDENT_PAGE.test(path) ? INCIDENTS_PATH : path;
}

/** The menu entry marked on a page: its own, or for the API reference the SDK guide it continues. */
export function menuPathOf(pathname: string): string {
  const path = navigationPathOf(pathname);
  if (path === API_REFERENCE_PATH) return '/sdk-integration-guide';
  if (path === VERSIONS_PATH) return '/app-management';
  if (path === ADMIN_API_REFERENCE_PATH) return '/admin/sdk-integration-guide';
  return path;
}

export function routeGroupOf(pathname: string): RouteGroup | null {
  return GROUP_BY_PATH.get(navigationPathOf(pathname)) ?? null;
}
