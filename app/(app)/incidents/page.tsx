import type { Metadata } from 'next';
import { Suspense } from 'react';

import { IntlScope } from '@/components/i18n/intl-scope';
import { IncidentsList } from '@/components/incidents/incidents-list';
import { INCIDENTS_NAMESPACES } from '@/components/incidents/namespaces';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('IncidentsPage');
}

export default function IncidentsPage() {
  return (
    <div className="space-y-6">
      <ConsolePage namespace="IncidentsPage" />
      <IntlScope namespaces={INCIDENTS_NAMESPACES} now={new Date()}>
        {/* The status shown is in the URL (useSearchParams), which needs a Suspense boundary. */}
        <Suspense fallback={null}>
          <IncidentsList />
        </Suspense>
      </IntlScope>
    </div>
  );
}
