'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback } from 'react';

import { useConsoleSetter } from '@/components/state/console-store';
import { leaveArrivalNotice } from '@/lib/navigation/arrival-notice';
import { navigationPathOf, normalizePath } from '@/lib/routes';

/**
 * What the page does when the organisation it shows changes (here or in another tab): the loaders
 * fetch again showing nothing of the old one (the store's `orgSwitchCount`), the server parts render again
 * (router.refresh: their first answers are the new organisation's), and a device's page, which
 * belongs to one organisation, leads back to its list with a notice.
 */
export function useFollowOrg() {
  const router = useRouter();
  const pathname = usePathname();
  const setActive = useConsoleSetter('activeOrgId');
  const countSwitch = useConsoleSetter('orgSwitchCount');
  return useCallback(
    (orgId: string) => {
      setActive(orgId);
      countSwitch((count) => count + 1);
      const list = navigationPathOf(pathname);
      if (list !== normalizePath(pathname)) {
        leaveArrivalNotice('other-org');
        router.replace(list);
      } else {
        router.refresh();
      }
    },
    [pathname, router, setActive, countSwitch],
  );
}
