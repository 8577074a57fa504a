import type { Metadata } from 'next';

import { DiagnosticsPanel } from '@/components/diagnostics/diagnostics-panel';
import { DIAGNOSTICS_NAMESPACES } from '@/components/diagnostics/namespaces';
import { UnknownKeysCard } from '@/components/diagnostics/unknown-keys-card';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('DiagnosticsPage');
}

export default function DiagnosticsPage() {
  return (
    <>
      <ConsolePage namespace="DiagnosticsPage" />
      <IntlScope namespaces={DIAGNOSTICS_NAMESPACES}>
        <DiagnosticsPanel />
        {/* Apart from the panel's client-side checks: this one asks the server what ingest refused. */}
        <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-2">
          <UnknownKeysCard />
        </div>
      </IntlScope>
    </>
  );
}
