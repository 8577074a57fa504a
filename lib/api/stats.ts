import type { ItemResponse, Stats } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';
import type { FirstRunMemory } from '@/lib/preferences/first-run-memory';

/**
 * The customer dashboard's call as the server answered it while rendering the page, and the first-run
 * checklist's state it read from the cookie (docs/architecture.md, "First answers").
 */
export interface DashboardFirstAnswers {
  stats?: ItemResponse<Stats>;
  checklist?: FirstRunMemory | null;
}

/**
 * Dashboard figures: the caller's, or for admins every customer's, one organisation's (`orgId`) or one
 * customer's (`ownerId`: their personal organisation).
 */
export function getStats(
  baseUrl: string,
  token: string,
  { admin = false, ownerId, orgId }: { admin?: boolean; ownerId?: string; orgId?: string } = {},
): Promise<ItemResponse<Stats>> {
  const filter: Record<string, string> | null = orgId ? { orgId } : ownerId ? { ownerId } : null;
  const query = admin && filter ? `?${new URLSearchParams(filter)}` : '';
  return httpRequest(`${baseUrl}${admin ? '/api/admin/stats' : '/api/stats'}${query}`, {
    token,
    noCache: true,
  });
}
