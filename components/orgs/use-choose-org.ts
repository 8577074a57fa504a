import { useCallback } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { useFollowOrg } from '@/components/orgs/use-switch-org';
import { chooseActiveOrg } from '@/lib/api/org-changes';
import { storeActiveOrg } from '@/lib/preferences/active-org';

/* Apart from use-switch-org.ts (which every page follows other tabs with): the switcher's menu loads this. */

/**
 * Switches the console to another organisation: the server remembers it as the one chosen last
 * (PUT /api/orgs/active, so a reload and a call without the header act there), this browser stores it
 * (every tab follows), and the page follows. Rejects with the HttpError when the server refuses.
 */
export function useSwitchOrg() {
  const api = useDashboardApi();
  const follow = useFollowOrg();
  return useCallback(
    async (orgId: string) => {
      await api((baseUrl, token) => chooseActiveOrg(baseUrl, token, orgId));
      storeActiveOrg(orgId);
      follow(orgId);
    },
    [api, follow],
  );
}
