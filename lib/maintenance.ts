import type { GuardDecision } from '@/lib/auth/guard';
import { normalizePath } from '@/lib/routes';
import type { Env } from '@/lib/settings/define';
import { consoleSettingValues } from '@/lib/settings/public';

/** The maintenance page (docs/product.md, Pages): every page request goes there while the console is down for work. */
export const MAINTENANCE_PATH = '/maintenance';

/**
 * While the console is down, the maintenance page and every API call answer 503 with this
 * `Retry-After` (seconds): monitors and crawlers see the console as down, not as a page that moved,
 * and SDKs wait a minute before they try again.
 */
export const MAINTENANCE_RETRY_AFTER = '60';

/**
 * Whether an operator has put the console down for maintenance: `MAINTENANCE=on`, read at run time
 * (pages in the middleware, the API in `apiRoute`); `off` or unset is up, anything else is an invalid
 * setting (start-up stops). `env` for tests; by default this process's settings.
 */
export function maintenanceOn(env?: Env): boolean {
  return consoleSettingValues(env).MAINTENANCE;
}

/**
 * The middleware's decision for a page request while maintenance is on, or for the maintenance page
 * while it is off; null everywhere else (the navigation guard decides). While on, every page goes to
 * the maintenance page, signed in or not, and the maintenance page shows to everyone; while off, the
 * maintenance page leads home (a bookmark, or its "Try again" after the work).
 */
export function maintenanceDecision(pathname: string, on: boolean): GuardDecision | null {
  const atPage = normalizePath(pathname) === MAINTENANCE_PATH;
  if (on) return atPage ? ALLOW : { action: 'redirect', to: MAINTENANCE_PATH, clearRecord: false };
  return atPage ? { action: 'redirect', to: '/', clearRecord: false } : null;
}

const ALLOW: GuardDecision = { action: 'allow', clearRecord: false };
