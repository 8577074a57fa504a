import type { Metadata } from 'next';

import { IntlScope } from '@/components/i18n/intl-scope';
import { ORG_MEMBERS_NAMESPACES } from '@/components/orgs/members/namespaces';
import { OrgMembers } from '@/components/orgs/members/org-members';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('MembersPage');
}

/** The active organisation's members and invitations (docs/product.md, Organisations). */
export default function MembersPage() {
  return (
    <div className="space-y-6">
      <ConsolePage namespace="MembersPage" />
      <IntlScope namespaces={ORG_MEMBERS_NAMESPACES}>
        <OrgMembers />
      </IntlScope>
    </div>
  );
}
