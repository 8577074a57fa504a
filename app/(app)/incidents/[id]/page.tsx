import type { Metadata } from 'next';

import { IntlScope } from '@/components/i18n/intl-scope';
import { IncidentDetail } from '@/components/incidents/incident-detail';
import { INCIDENTS_NAMESPACES } from '@/components/incidents/namespaces';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('IncidentPage');
}

export default async function IncidentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="space-y-6">
      <ConsolePage namespace="IncidentPage" />
      <IntlScope namespaces={INCIDENTS_NAMESPACES} now={new Date()}>
        <IncidentDetail id={id} />
      </IntlScope>
    </div>
  );
}
