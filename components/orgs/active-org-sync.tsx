'use client';

import { useEffect, useEffectEvent } from 'react';

import { useFollowOrg } from '@/components/orgs/use-switch-org';
import { useConsoleSetter, useConsoleState, useHydrateConsoleState } from '@/components/state/console-store';
import { readActiveOrg, storeActiveOrg, subscribeActiveOrg } from '@/lib/preferences/active-org';

/**
 * Keeps the store's active organisation in step with its stored value: hydrated from what the server
 * rendered with (`serverOrgId`, its cookie copy), it follows a switch made in another tab (the page
 * follows too), and adopts the server's choice when this browser has none, or one the user no longer
 * belongs to (removed: the server's active organisation is another).
 */
export function ActiveOrgSync({ serverOrgId }: { serverOrgId: string | null }) {
  useHydrateConsoleState({ activeOrgId: serverOrgId });
  const active = useConsoleState((state) => state.activeOrgId);
  const setActive = useConsoleSetter('activeOrgId');
  const list = useConsoleState((state) => state.orgList);
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
