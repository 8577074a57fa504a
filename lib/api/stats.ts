import type { ItemResponse, Stats } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/** Dashboard figures: the caller's, or for admins every customer's or one customer's. */
export function getStats(
  baseUrl: string,
  token: string,
  { admin = false, ownerId }: { admin?: boolean; ownerId?: string } = {},
): Promise<ItemResponse<Stats>> {
  const query = admin && ownerId ? `?${new URLSearchParams({ ownerId })}` : '';
  return httpRequest(`${baseUrl}${admin ? '/api/admin/stats' : '/api/stats'}${query}`, {
    token,
    noCache: true,
  });
}
