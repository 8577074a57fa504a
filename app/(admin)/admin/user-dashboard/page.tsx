import type { Metadata } from 'next';
import { Suspense } from 'react';

import { LazyAdminOrgsSection } from '@/components/dashboard/admin-orgs/lazy-admin-orgs-section';
import { AdminUserDashboard } from '@/components/dashboard/admin-user-dashboard';
import { DashboardSkeleton } from '@/components/dashboard/dashboard-skeleton';
import { USER_DASHBOARD_NAMESPACES } from '@/components/dashboard/namespaces';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';
import type { UserDashboardFirstAnswers } from '@/lib/api/admin';
import { CUSTOMER_PARAM, ORG_PARAM } from '@/lib/routes';
import { userDashboardFirstAnswers } from '@/lib/server/first-render/user-dashboard';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('UserDashboardPage');
}

/** The dashboard once its first answers are read (docs/architecture.md, "First answers"). */
async function AnsweredUserDashboard({ first }: { first: Promise<UserDashboardFirstAnswers> }) {
  return <AdminUserDashboard first={await first} />;
}

/**
 * The same page as the customer dashboard; the admin picks a customer or sees them all (or opens one
 * organisation with `orgId`, docs/product.md, Organisations). The figures
 * wait for their first answers in a Suspense boundary of their own, sent in a later part of the HTML,
 * while the heading and introduction are painted with the shell; choosing another customer brings that
 * customer's answers with the page's next render. Below the figures, every organisation, each opening
 * on the admin's pages (docs/product.md, Organisations).
 */
export default async function UserDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  return (
    <>
      <ConsolePage namespace="UserDashboardPage" />
      <IntlScope namespaces={USER_DASHBOARD_NAMESPACES}>
        <Suspense fallback={<DashboardSkeleton className="mt-6" />}>
          <AnsweredUserDashboard
            first={userDashboardFirstAnswers(params[CUSTOMER_PARAM], params[ORG_PARAM])}
          />
        </Suspense>
        <LazyAdminOrgsSection />
      </IntlScope>
    </>
  );
}
