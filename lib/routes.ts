import type { Role } from '@/lib/auth/roles';

/** Which layout, and therefore which guard rule, a page belongs to. */
export type RouteGroup = 'auth' | 'app' | 'admin';

export const SIGN_IN_PATH = '/auth/signin';
export const SIGN_UP_PATH = '/auth/signup';
export const CONTACT_PATH = '/contact-us';
/** `?reason=expired` on the sign-in page says why the user is there. */
export const REASON_PARAM = 'reason';

/** Every page of the console, by route group (spec 2). Anything else is an unknown route. */
export const ROUTES_BY_GROUP: Readonly<Record<RouteGroup, readonly string[]>> = {
  auth: [SIGN_IN_PATH, SIGN_UP_PATH, CONTACT_PATH],
  app: ['/', '/app-management', '/online-devices', '/sdk-integration-guide'],
  admin: [
    '/admin-dashboard',
    '/admin/user-dashboard',
    '/admin/app-management',
    '/admin/online-devices',
    '/admin/sdk-integration-guide',
    '/test',
  ],
};

/** The route group whose pages each role may see. */
export const GROUP_OF_ROLE: Readonly<Record<Role, RouteGroup>> = { customer: 'app', admin: 'admin' };

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
