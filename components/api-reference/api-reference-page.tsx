import { ApiReference } from '@/components/api-reference/api-reference';
import { API_REFERENCE_NAMESPACES } from '@/components/api-reference/namespaces';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';

/** The public API's reference, drawn from /api/openapi.json (docs/automation.md): both consoles' page. */
export function ApiReferencePage() {
  return (
    <div className="space-y-6">
      <ConsolePage namespace="ApiReferencePage" />
      <IntlScope namespaces={API_REFERENCE_NAMESPACES}>
        <ApiReference />
      </IntlScope>
    </div>
  );
}
