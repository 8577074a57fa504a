import type { Metadata } from 'next';
import { Suspense } from 'react';

import { AdminAppManagementTable } from '@/components/apps/admin-app-management-table';
import { ADMIN_APPS_NAMESPACES } from '@/components/apps/namespaces';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('AppManagementPage');
}

export default function AdminAppManagementPage() {
  return (
    <div className="space-y-6">
      <ConsolePage namespace="AppManagementPage" introKey="adminIntro" />
      <IntlScope namespaces={ADMIN_APPS_NAMESPACES}>
        {/* The table reads its state from the URL (useSearchParams). */}
        <Suspense
          fallback={<div aria-hidden="true" className="h-72 rounded-lg bg-slate-200 dark:bg-slate-800" />}
        >
          <AdminAppManagementTable />
        </Suspense>
      </IntlScope>
    </div>
  );
}
