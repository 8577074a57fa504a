import type { Role } from '@/lib/auth/roles';
import type en from '@/messages/en.json';

/**
 * The one table of the console's pages: which route group (layout, guard rule) each path belongs to
 * and, for the console pages, how the navigation shows it. The navigation (`config/navigation.ts`)
 * is derived from it. Icons are named by a key, looked up in the client's navigation code, so that
 * the Edge middleware, which reads this table through the guard, bundles no React or icons.
 */

/** Which layout, and therefore which guard rule, a page belongs to. */
export type RouteGroup = 'auth' | 'app' | 'admin';

/** The route groups with the console shell and its navigation. */
export type ConsoleGroup = Exclude<RouteGroup, 'auth'>;

/** A message key of the `Navigation` namespace. */
export type NavLabelKey = keyof (typeof en)['Navigation'];

export type NavIconName = 'dashboard' | 'apps' | 'devices' | 'guide' | 'users' | 'diagnostics';

/** A submenu of the navigation, holding the pages that name it. */
export interface NavSubmenu {
  /** Stable id, used for the submenu's element id. */
  id: string;
  labelKey: NavLabelKey;
  icon: NavIconName;
}

/** A page of a console layout, with its navigation entry. */
export interface ConsolePage {
  path: string;
  labelKey: NavLabelKey;
  icon: NavIconName;
  /** The submenu the link sits in; the submenu takes the place of its first page. */
  submenu?: NavSubmenu;
}

export const SIGN_IN_PATH = '/auth/signin';
export const SIGN_UP_PATH = '/auth/signup';
export const CONTACT_PATH = '/contact-us';
/** "Forgot password?": asks for a reset link. */
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
/** Where a reset link leads (`?token=`): the new password is chosen there. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';
/** `?reason=expired` on the sign-in page says why the user is there. */
export const REASON_PARAM = 'reason';

const APPS_SUBMENU: NavSubmenu = { id: 'apps', labelKey: 'apps', icon: 'apps' };
const ADMIN_APPS_SUBMENU: NavSubmenu = { id: 'admin-apps', labelKey: 'apps', icon: 'apps' };

/**
 * The pages of each console layout, in menu order: four for customers; five for admins, plus the
 * diagnostics page `/test`.
 */
export const CONSOLE_PAGES: Readonly<Record<ConsoleGroup, readonly ConsolePage[]>> = {
  app: [
    { path: '/', labelKey: 'dashboard', icon: 'dashboard' },
    { path: '/app-management', labelKey: 'appManagement', icon: 'apps', submenu: APPS_SUBMENU },
    { path: '/sdk-integration-guide', labelKey: 'sdkGuide', icon: 'guide', submenu: APPS_SUBMENU },
    { path: '/online-devices', labelKey: 'onlineDevices', icon: 'devices' },
  ],
  admin: [
    { path: '/admin-dashboard', labelKey: 'adminDashboard', icon: 'dashboard' },
    { path: '/admin/user-dashboard', labelKey: 'userDashboard', icon: 'users' },
    { path: '/admin/app-management', labelKey: 'appManagement', icon: 'apps', submenu: ADMIN_APPS_SUBMENU },
    {
      path: '/admin/sdk-integration-guide',
      labelKey: 'sdkGuide',
      icon: 'guide',
      submenu: ADMIN_APPS_SUBMENU,
    },
    { path: '/admin/online-devices', labelKey: 'onlineDevices', icon: 'devices' },
    { path: '/test', labelKey: 'diagnostics', icon: 'diagnostics' },
  ],
};

/** Every page of the console, by route group. Anything else is an unknown route. */
export const ROUTES_BY_GROUP: Readonly<Record<RouteGroup, readonly string[]>> = {
  auth: [SIGN_IN_PATH, SIGN_UP_PATH, CONTACT_PATH, FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH],
  app: CONSOLE_PAGES.app.map((page) => page.path),
  admin: CONSOLE_PAGES.admin.map((page) => page.path),
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

export function routeGroupOf(pathname: string): RouteGroup | null {
  return GROUP_BY_PATH.get(normalizePath(pathname)) ?? null;
}
