import type { Metadata } from 'next';

import { AdminDashboardOverview } from '@/components/admin-dashboard/admin-dashboard-overview';
import { ContactMessagesSection } from '@/components/admin-dashboard/contact-messages/contact-messages-section';
import { ADMIN_DASHBOARD_NAMESPACES } from '@/components/admin-dashboard/namespaces';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('AdminDashboardPage');
}

export default function AdminDashboardPage() {
  return (
    <div className="space-y-8">
      <ConsolePage namespace="AdminDashboardPage" />
      <IntlScope namespaces={ADMIN_DASHBOARD_NAMESPACES}>
        <AdminDashboardOverview />
        <ContactMessagesSection />
      </IntlScope>
    </div>
  );
}
