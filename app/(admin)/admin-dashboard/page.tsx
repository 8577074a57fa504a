import type { Metadata } from 'next';
import { Suspense } from 'react';

import { AdminDashboardOverview } from '@/components/admin-dashboard/admin-dashboard-overview';
import { ContactMessagesSection } from '@/components/admin-dashboard/contact-messages/contact-messages-section';
import { ADMIN_DASHBOARD_NAMESPACES } from '@/components/admin-dashboard/namespaces';
import { DashboardSkeleton } from '@/components/dashboard/dashboard-skeleton';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('AdminDashboardPage');
}

/**
 * The sections sit in a Suspense boundary of their own, though nothing in them waits on the server:
 * React sends a boundary's content larger than its chunk size (12.8 kB, with what it has already
 * written) in a later part of the HTML, shown at least 300 ms after the first paint, and the sections'
 * outlines are larger than that. Without this boundary the page's heading would come with them; with
 * it, the heading and introduction are painted with the shell (bench/changes.md). Its fallback, the
 * dashboards' outline, is rendered here on the server, in the page's language.
 */
export default function AdminDashboardPage() {
  return (
    <div className="space-y-8">
      <ConsolePage namespace="AdminDashboardPage" />
      <IntlScope namespaces={ADMIN_DASHBOARD_NAMESPACES}>
        <Suspense fallback={<DashboardSkeleton />}>
          <div className="space-y-8">
            <AdminDashboardOverview />
            <ContactMessagesSection />
          </div>
        </Suspense>
      </IntlScope>
    </div>
  );
}
