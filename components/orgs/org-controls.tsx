'use client';

import { ActiveOrgSync } from '@/components/orgs/active-org-sync';
import { OrgSwitcher } from '@/components/orgs/org-switcher';

/**
 * What the header loads after hydration for organisations (org-switcher-slot.tsx): the switcher, and
 * the sync that keeps the active organisation in step with this browser's other tabs and with the
 * server's list. Neither has anything to do before the page is interactive, so neither ships with it.
 */
export function OrgControls({ serverOrgId }: { serverOrgId: string | null }) {
  return (
    <>
      <ActiveOrgSync serverOrgId={serverOrgId} />
      <OrgSwitcher />
    </>
  );
}
