'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useEffect, useEffectEvent } from 'react';

import { useFollowOrg } from '@/components/orgs/use-switch-org';
import { readActiveOrg, storeActiveOrg, subscribeActiveOrg } from '@/lib/preferences/active-org';
import { activeOrgIdAtom, orgListAtom } from '@/lib/state/org';

/**
 * Keeps the active organisation's atom in step with its stored value: hydrated from what the server
 * rendered with (`serverOrgId`, its cookie copy), it follows a switch made in another tab (the page
 * follows too), and adopts the server's choice when this browser has none, or one the user no longer
 * belongs to (removed: the server's active organisation is another).
 */
export function ActiveOrgSync({ serverOrgId }: { serverOrgId: string | null }) {
  useHydrateAtoms([[activeOrgIdAtom, serverOrgId]]);
  const active = useAtomValue(activeOrgIdAtom);
  const setActive = useSetAtom(activeOrgIdAtom);
  const list = useAtomValue(orgListAtom);
  const follow = useFollowOrg();
  const onStored = useEffectEvent(() => {
    const stored = readActiveOrg();
    if (!stored || stored === active) return;
    // The first id this tab learns is not a switch; a different one is.
    if (active === null) setActive(stored);
    else follow(stored);
  });

  useEffect(() => {
    onStored();
    return subscribeActiveOrg(onStored);
  }, []);

  useEffect(() => {
    if (!list) return;
    const known = list.data.some((org) => org.id === active);
    if (known && active) storeActiveOrg(active);
    else if (list.activeOrgId) {
      storeActiveOrg(list.activeOrgId);
      if (active === null) setActive(list.activeOrgId);
      else follow(list.activeOrgId);
    }
  }, [list, active, setActive, follow]);

  return null;
}
