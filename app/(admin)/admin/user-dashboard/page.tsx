import type { Metadata } from 'next';
import { Suspense } from 'react';

import { CustomerDashboard } from '@/components/dashboard/customer-dashboard';
import { DashboardSkeleton } from '@/components/dashboard/dashboard-skeleton';
import { DASHBOARD_NAMESPACES } from '@/components/dashboard/namespaces';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('UserDashboardPage');
}

/** The same page as the customer dashboard; the admin picks a customer or sees them all. */
export default function UserDashboardPage() {
  return (
    <>
      <ConsolePage namespace="UserDashboardPage" />
      <IntlScope namespaces={DASHBOARD_NAMESPACES}>
        <Suspense fallback={<DashboardSkeleton className="mt-6" />}>
          <CustomerDashboard admin />
        </Suspense>
      </IntlScope>
    </>
  );
}
