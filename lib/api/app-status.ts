import type { App, AppStatus, ItemResponse } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/**
 * An admin's changes to any app: its status (active, suspended) and its heartbeat quota (null: back to
 * the setting's default). Apart from the customer's own changes (`app-changes.ts`) and from `admin.ts`,
 * which the customer pages load with the shared customer select: only the admin's app management needs it.
 */
export interface AdminAppChanges {
  status?: AppStatus;
  /** With a suspension: why, for the app's owner. */
  reason?: string;
  heartbeatQuota?: number | null;
}

export function adminChangeApp(
  baseUrl: string,
  token: string,
  id: string,
  changes: AdminAppChanges,
): Promise<ItemResponse<App>> {
  return httpRequest(`${baseUrl}/api/admin/apps/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    token,
    body: changes,
  });
}
