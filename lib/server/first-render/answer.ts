import 'server-only';

import type { OrgRole } from '@/lib/auth/org-roles';
import { checkAdminTwoFactor } from '@/lib/server/auth/bearer';
import { pageUser } from '@/lib/server/auth/page-user';
import type { PublicUser } from '@/lib/server/auth/users';
import { activeOrg, checkTwoFactor } from '@/lib/server/orgs/active';

/**
 * A body as the API's JSON carries it (dates as ISO strings), for a page's first answers
 * (docs/architecture.md, "First answers"); nothing for a call that failed, which the browser then makes.
 */
export function asAnswer<T>(result: PromiseSettledResult<unknown>): T | undefined {
  return result.status === 'fulfilled' ? (JSON.parse(JSON.stringify(result.value)) as T) : undefined;
}

/**
 * The user the page is for, or null when there is none, or when it cannot be known (the database
 * down): the page then renders without answers, and the browser's calls say what is wrong (503 with
 * Try again), as on any other page, instead of the page failing as a whole.
 */
export async function pageUserOrNone(): Promise<PublicUser | null> {
  try {
    const user = await pageUser();
    // An admin held back by ADMIN_REQUIRE_2FA gets no answers here either (their calls say why).
    if (user?.role === 'admin') await checkAdminTwoFactor(user);
    return user;
  } catch {
    return null;
  }
}

/**
 * The organisation a member's page shows: their active one, as their calls without the header
 * (lib/server/orgs/active.ts); null when they belong to none or the database cannot say.
 */
export async function pageOrgOrNone(user: PublicUser): Promise<{ orgId: string; role: OrgRole } | null> {
  try {
    const membership = await activeOrg(user.id);
    // An organisation that requires two-factor sign-in shows nothing to a member without it.
    if (membership) await checkTwoFactor(user.id, membership);
    return membership;
  } catch {
    return null;
  }
}
