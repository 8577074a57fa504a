/** The admin app table's URL parameter for its owner filter (`?owner=<customer id>`). */
export const OWNER_FILTER = 'owner';

/** The admin's app management, filtered to one customer's apps when `ownerId` is given. */
export function adminAppsHref(ownerId: string): string {
  const path = '/admin/app-management';
  return ownerId ? `${path}?${new URLSearchParams({ [OWNER_FILTER]: ownerId })}` : path;
}
