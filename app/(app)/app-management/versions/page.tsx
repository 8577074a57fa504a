import type { Metadata } from 'next';
import { Suspense } from 'react';

import { VERSIONS_NAMESPACES } from '@/components/apps/versions/namespaces';
import { VersionsView } from '@/components/apps/versions/versions-view';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('VersionsPage');
}

export default function VersionsPage() {
  return (
    <div className="space-y-6">
      <ConsolePage namespace="VersionsPage" />
      <IntlScope namespaces={VERSIONS_NAMESPACES}>
        {/* The app chosen is in the URL (useSearchParams), which needs a Suspense boundary. */}
        <Suspense fallback={null}>
          <VersionsView />
        </Suspense>
      </IntlScope>
    </div>
  );
}
