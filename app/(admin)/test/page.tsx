import type { Metadata } from 'next';
import { Suspense } from 'react';

import { DiagnosticsPanel } from '@/components/diagnostics/diagnostics-panel';
import { DiagnosticsSkeleton } from '@/components/diagnostics/diagnostics-skeleton';
import { DIAGNOSTICS_NAMESPACES } from '@/components/diagnostics/namespaces';
import { UnknownKeysCard } from '@/components/diagnostics/unknown-keys-card';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('DiagnosticsPage');
}

/**
 * The cards sit in a Suspense boundary of their own so that the heading comes with the shell's first
 * HTML: larger than React's chunk size, they come in a later part of the page, shown at least 300 ms
 * after the first paint, and without the boundary the heading would come with them
 * (docs/architecture.md, "The first HTML stays small").
 */
export default function DiagnosticsPage() {
  return (
    <>
      <ConsolePage namespace="DiagnosticsPage" />
      <IntlScope namespaces={DIAGNOSTICS_NAMESPACES}>
        <Suspense fallback={<DiagnosticsSkeleton />}>
          <DiagnosticsPanel />
          {/* Apart from the panel's client-side checks: this one asks the server what ingest refused. */}
          <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-2">
            <UnknownKeysCard />
          </div>
        </Suspense>
      </IntlScope>
    </>
  );
}
