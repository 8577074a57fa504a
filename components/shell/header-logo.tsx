'use client';

import { ShellLogo } from '@/components/shell/shell-logo';
import { useSidebar } from '@/components/shell/use-sidebar';
import { useConsoleState } from '@/components/state/console-store';
import type { ShellVariant } from '@/config/navigation';

/** The header shows the logo wherever the sidebar, which carries it, is not showing. */
export function HeaderLogo({ variant }: { variant: ShellVariant }) {
  const { menu } = useConsoleState((state) => state.displaySettings);
  const { open } = useSidebar();
  const sidebarShowsLogo = menu !== 'horizontal' && open !== false;
  return (
    <div className={sidebarShowsLogo ? 'lg:hidden' : undefined}>
      <ShellLogo variant={variant} compact />
    </div>
  );
}
