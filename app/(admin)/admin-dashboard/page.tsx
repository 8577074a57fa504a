import type { Metadata } from 'next';
import { Suspense } from 'react';

import { AdminDashboardSections } from '@/components/admin-dashboard/admin-dashboard-sections';
import { ADMIN_DASHBOARD_NAMESPACES } from '@/components/admin-dashboard/namespaces';
import { DashboardSkeleton } from '@/components/dashboard/dashboard-skeleton';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';
import { adminDashboardFirstAnswers } from '@/lib/server/first-render/admin-dashboard';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('AdminDashboardPage');
}

/**
 * The sections sit in a Suspense boundary of their own: they wait for their first answers
 * (docs/architecture.md, "First answers"), and React sends them in a later part of the same HTML,
 * while the page's heading and introduction are painted with the shell. Its fallback, the dashboards'
 * outline, is rendered here on the server, in the page's language.
 */
export default function AdminDashboardPage() {
  return (
    <div className="space-y-8">
      <ConsolePage namespace="AdminDashboardPage" />
      <IntlScope namespaces={ADMIN_DASHBOARD_NAMESPACES}>
        <Suspense fallback={<DashboardSkeleton />}>
          <AdminDashboardSections first={adminDashboardFirstAnswers()} />
        </Suspense>
      </IntlScope>
    </div>
  );
}
