'use client';

import { lazy, Suspense } from 'react';

import { useHydrated } from '@/components/orgs/use-hydrated';

/**
 * The switcher's code, and the sync's, come after the page has hydrated, not with every console page:
 * what the switcher shows (the organisation's name and the caller's role) is known only once its list
 * has come from the browser anyway, and the sync follows changes made after that (org-controls.tsx).
 * Until then an empty box of its height holds its place, so nothing moves, and the first HTML stays
 * small enough to carry the page's heading (docs/architecture.md, "The first HTML stays small").
 */
const OrgControls = lazy(() =>
  import('@/components/orgs/org-controls').then((module) => ({ default: module.OrgControls })),
);

const PLACEHOLDER = <div aria-hidden="true" className="h-11 w-24 sm:w-36" />;

export function OrgSwitcherSlot({ serverOrgId }: { serverOrgId: string | null }) {
  return useHydrated() ? (
    <Suspense fallback={PLACEHOLDER}>
      <OrgControls serverOrgId={serverOrgId} />
    </Suspense>
  ) : (
    PLACEHOLDER
  );
}
