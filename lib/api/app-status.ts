import type { App, AppStatus, ItemResponse } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/**
 * An admin's change of an app's status (active, suspended). Apart from the customer's own changes
 * (`app-changes.ts`) and from `admin.ts`, which the customer pages load with the shared customer
 * select: only the admin's app management needs it.
 */
export function adminSetAppStatus(
  baseUrl: string,
  token: string,
  id: string,
  status: AppStatus,
): Promise<ItemResponse<App>> {
  return httpRequest(`${baseUrl}/api/admin/apps/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    token,
    body: { status },
  });
}
