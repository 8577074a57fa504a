import type { Metadata } from 'next';
import { Suspense } from 'react';

import { CustomerDashboard } from '@/components/dashboard/customer-dashboard';
import { DashboardSkeleton } from '@/components/dashboard/dashboard-skeleton';
import { DASHBOARD_NAMESPACES } from '@/components/dashboard/namespaces';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';
import type { DashboardFirstAnswers } from '@/lib/api/stats';
import { dashboardFirstAnswers } from '@/lib/server/first-render/dashboard';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('DashboardPage');
}

/** The dashboard once its first answers are read (docs/architecture.md, "First answers"). */
async function AnsweredDashboard({ first }: { first: Promise<DashboardFirstAnswers> }) {
  return <CustomerDashboard first={await first} />;
}

/**
 * The figures wait for their first answers in a Suspense boundary of their own, sent in a later part
 * of the same HTML, while the page's heading and introduction are painted with the shell.
 */
export default function DashboardPage() {
  return (
    <>
      <ConsolePage namespace="DashboardPage" />
      <IntlScope namespaces={DASHBOARD_NAMESPACES}>
        <Suspense fallback={<DashboardSkeleton className="mt-6" />}>
          <AnsweredDashboard first={dashboardFirstAnswers()} />
        </Suspense>
      </IntlScope>
    </>
  );
}
