import type { Metadata } from 'next';

import { ApiReferenceLink } from '@/components/api-reference/api-reference-link';
import { ApiTokens } from '@/components/api-tokens/api-tokens';
import { API_TOKENS_NAMESPACES } from '@/components/api-tokens/namespaces';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';
import { API_REFERENCE_PATH } from '@/lib/routes';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('ApiTokensPage');
}

/** The active organisation's API tokens: the caller's personal ones and the organisation's (docs/product.md). */
export default function ApiTokensPage() {
  return (
    <div className="space-y-6">
      <ConsolePage namespace="ApiTokensPage">
        <ApiReferenceLink href={API_REFERENCE_PATH} />
      </ConsolePage>
      <IntlScope namespaces={API_TOKENS_NAMESPACES}>
        <ApiTokens />
      </IntlScope>
    </div>
  );
}
