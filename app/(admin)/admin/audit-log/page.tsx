import type { Metadata } from 'next';
import { Suspense } from 'react';

import { AuditLogSkeleton } from '@/components/audit-log/audit-log-skeleton';
import { AuditLogTable } from '@/components/audit-log/audit-log-table';
import { AUDIT_LOG_NAMESPACES } from '@/components/audit-log/namespaces';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('AuditLogPage');
}

export default function AdminAuditLogPage() {
  return (
    <div className="space-y-6">
      <ConsolePage namespace="AuditLogPage" introKey="adminIntro" />
      <IntlScope namespaces={AUDIT_LOG_NAMESPACES}>
        {/* The table reads its state from the URL (useSearchParams), which needs a Suspense boundary. */}
        <Suspense fallback={<AuditLogSkeleton />}>
          <AuditLogTable admin />
        </Suspense>
      </IntlScope>
    </div>
  );
}
