import type { ReactNode } from 'react';

import { ConsoleLayout } from '@/components/shell/console-layout';

/** The admin layout (docs/product.md, Shell): the signed-in console shell for admin pages, behind the session guard. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <ConsoleLayout variant="admin">{children}</ConsoleLayout>;
}
