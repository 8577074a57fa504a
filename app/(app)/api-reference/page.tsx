import type { Metadata } from 'next';

import { ApiReferencePage } from '@/components/api-reference/api-reference-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('ApiReferencePage');
}

export default function CustomerApiReference() {
  return <ApiReferencePage />;
}
