import type { ReactNode } from 'react';

import { HeaderOrgSwitcher } from '@/components/orgs/header-org-switcher';
import { ConsoleLayout } from '@/components/shell/console-layout';

/**
 * The app layout (docs/product.md, Shell): the signed-in console shell for app pages, behind the session
 * guard, with the organisation switcher in its header.
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <ConsoleLayout variant="app" orgSwitcher={<HeaderOrgSwitcher />}>
      {children}
    </ConsoleLayout>
  );
}
