import type { Metadata } from 'next';

import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('SdkGuidePage');
}

export default function SdkIntegrationGuidePage() {
  return <ConsolePage namespace="SdkGuidePage" />;
}
