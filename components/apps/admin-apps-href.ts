/** The admin app table's URL parameter for its owner filter (`?owner=<customer id>`). */
export const OWNER_FILTER = 'owner';

/**
 * Its parameter for one organisation (`?orgId=`, opened from the user dashboard), which wins over the
 * owner (docs/product.md, Organisations).
 */
export const ORG_FILTER = 'orgId';

/**
 * The admin's app management, filtered to one organisation's apps when `orgId` is given, else to one
 * customer's when `ownerId` is.
 */
export function adminAppsHref({ ownerId = '', orgId = '' }: { ownerId?: string; orgId?: string }): string {
  const path = '/admin/app-management';
  const [key, value] = orgId ? [ORG_FILTER, orgId] : [OWNER_FILTER, ownerId];
  return value ? `${path}?${new URLSearchParams({ [key]: value })}` : path;
}
