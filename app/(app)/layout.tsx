import type { ReactNode } from 'react';

import { ConsoleLayout } from '@/components/shell/console-layout';

/** The app layout (docs/product.md, Shell): the signed-in console shell for app pages, behind the session guard. */
export default function AppLayout({ children }: { children: ReactNode }) {
  return <ConsoleLayout variant="app">{children}</ConsoleLayout>;
}
