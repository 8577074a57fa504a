import { normalizePath } from '@/lib/routes';

/** The maintenance page (DESIGN 4): every page request goes there while the console is down for work. */
export const MAINTENANCE_PATH = '/maintenance';

/**
 * Whether an operator has put the console down for maintenance: `MAINTENANCE=on`, read at run time
 * (pages in the middleware, the API in `withApiErrors`). Anything else, or unset, is off.
 */
export function maintenanceOn(env: Record<string, string | undefined> = process.env): boolean {
  return env.MAINTENANCE?.trim().toLowerCase() === 'on';
}

/**
 * Where the middleware sends a page request, before the navigation guard: every page to the
 * maintenance page while it is on (signed in or not), and the maintenance page home while it is off
 * (a bookmark, or its "Try again" after the work). Null: go on.
 */
export function maintenanceRedirect(pathname: string, on: boolean): string | null {
  const atPage = normalizePath(pathname) === MAINTENANCE_PATH;
  if (on) return atPage ? null : MAINTENANCE_PATH;
  return atPage ? '/' : null;
}
