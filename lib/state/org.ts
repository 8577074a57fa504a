import type { OrgSummary } from '@/lib/api/contract/orgs';
import type { OrgRole } from '@/lib/auth/org-roles';
import type { ConsoleState } from '@/lib/state/store';

/** The active organisation's entry, once the list is known (docs/product.md, Organisations). */
export function activeOrgOf({ orgList, activeOrgId }: ConsoleState): OrgSummary | null {
  const id = activeOrgId ?? orgList?.activeOrgId;
  return orgList?.data.find((org) => org.id === id) ?? null;
}

/** The caller's role in the active organisation; null while unknown (controls wait, the server decides). */
export function activeOrgRoleOf(state: ConsoleState): OrgRole | null {
  return activeOrgOf(state)?.role ?? null;
}
