import type { Metadata } from 'next';
import { Suspense } from 'react';

import { ApiReferenceLink } from '@/components/api-reference/api-reference-link';
import { IntlScope } from '@/components/i18n/intl-scope';
import { AdminSdkGuide } from '@/components/sdk-guide/admin-sdk-guide';
import { GuideSkeleton } from '@/components/sdk-guide/guide-skeleton';
import { ADMIN_SDK_GUIDE_NAMESPACES } from '@/components/sdk-guide/namespaces';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';
import { ADMIN_API_REFERENCE_PATH } from '@/lib/routes';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('SdkGuidePage');
}

/** The guide as customers read it, plus its editor (its code loads when the admin opens it, on this page only). */
export default function AdminSdkIntegrationGuidePage() {
  return (
    <>
      <ConsolePage namespace="SdkGuidePage" introKey="adminIntro">
        <ApiReferenceLink href={ADMIN_API_REFERENCE_PATH} />
      </ConsolePage>
      <IntlScope namespaces={ADMIN_SDK_GUIDE_NAMESPACES}>
        <Suspense fallback={<GuideSkeleton className="mt-6" />}>
          <AdminSdkGuide />
        </Suspense>
      </IntlScope>
    </>
  );
}
