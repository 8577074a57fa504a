import { cookies } from 'next/headers';

import { OrgSwitcherSlot } from '@/components/orgs/org-switcher-slot';
import { ACTIVE_ORG, parseActiveOrg } from '@/lib/preferences/active-org';

/**
 * The customers' console header's organisation part (docs/product.md, Organisations), given to the
 * shell by the app layout alone, so that the admin pages, which act in no organisation, do not
 * download its code. Starts from the organisation this browser showed last (its cookie copy), before
 * the list comes.
 */
export async function HeaderOrgSwitcher() {
  const activeOrgId = parseActiveOrg((await cookies()).get(ACTIVE_ORG.cookie)?.value);
  return <OrgSwitcherSlot serverOrgId={activeOrgId} />;
}
