import type { Metadata } from 'next';
import { Suspense } from 'react';

import { ApiReferenceLink } from '@/components/api-reference/api-reference-link';
import { IntlScope } from '@/components/i18n/intl-scope';
import { GuideSkeleton } from '@/components/sdk-guide/guide-skeleton';
import { SDK_GUIDE_NAMESPACES } from '@/components/sdk-guide/namespaces';
import { SdkGuideView } from '@/components/sdk-guide/sdk-guide-view';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';
import { API_REFERENCE_PATH } from '@/lib/routes';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('SdkGuidePage');
}

export default function SdkIntegrationGuidePage() {
  return (
    <>
      <ConsolePage namespace="SdkGuidePage">
        <ApiReferenceLink href={API_REFERENCE_PATH} />
      </ConsolePage>
      <IntlScope namespaces={SDK_GUIDE_NAMESPACES}>
        <Suspense fallback={<GuideSkeleton className="mt-6" />}>
          <SdkGuideView />
        </Suspense>
      </IntlScope>
    </>
  );
}
