'use client';

import { ActiveOrgSync } from '@/components/orgs/active-org-sync';
import { OrgSwitcher } from '@/components/orgs/org-switcher';
import { SWITCHER_BOX } from '@/components/orgs/switcher-box';
import { useHydrated } from '@/components/orgs/use-hydrated';

/**
 * The header's organisation part: the switcher, and the sync that keeps the active organisation in
 * step with this browser's other tabs and with the server's list. What the switcher shows (the
 * organisation's name and the caller's role) is known only once its list has come from the browser,
 * so until the page has hydrated an empty box of its size holds its place: nothing moves, and the
 * first HTML stays small enough to carry the page's heading (docs/architecture.md, "The first HTML
 * stays small"). Their code ships with the customers' console's shell (the app layout gives it; admin
 * pages have none) rather than after it: it shares the API client and the organisation's state with
 * every page, so a chunk of its own would download them twice and weigh more (bench/README.md,
 * first-load JavaScript). The create dialog comes on request.
 */
const PLACEHOLDER = <div aria-hidden="true" className={`h-11 ${SWITCHER_BOX}`} />;

export function OrgSwitcherSlot({ serverOrgId }: { serverOrgId: string | null }) {
  return useHydrated() ? (
    <>
      <ActiveOrgSync serverOrgId={serverOrgId} />
      <OrgSwitcher />
    </>
  ) : (
    PLACEHOLDER
  );
}
