'use client';

import { lazy, Suspense } from 'react';

import { ActiveOrgSync } from '@/components/orgs/active-org-sync';
import { useHydrated } from '@/components/orgs/use-hydrated';

/**
 * The switcher's code comes after the page has hydrated, not with every console page: what it shows
 * (the organisation's name and the caller's role) is known only once its list has come from the
 * browser anyway. Until then an empty box of its height holds its place, so nothing moves, and the
 * first HTML stays small enough to carry the page's heading (docs/architecture.md, "The first HTML
 * stays small").
 */
const OrgSwitcher = lazy(() =>
  import('@/components/orgs/org-switcher').then((module) => ({ default: module.OrgSwitcher })),
);

const PLACEHOLDER = <div aria-hidden="true" className="h-11 w-24 sm:w-36" />;

export function OrgSwitcherSlot({ serverOrgId }: { serverOrgId: string | null }) {
  const hydrated = useHydrated();
  return (
    <>
      <ActiveOrgSync serverOrgId={serverOrgId} />
      {hydrated ? (
        <Suspense fallback={PLACEHOLDER}>
          <OrgSwitcher />
        </Suspense>
      ) : (
        PLACEHOLDER
      )}
    </>
  );
}
