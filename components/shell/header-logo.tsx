'use client';

import { useAtomValue } from 'jotai';

import { ShellLogo } from '@/components/shell/shell-logo';
import { useSidebar } from '@/components/shell/use-sidebar';
import type { ShellVariant } from '@/config/navigation';
import { displaySettingsAtom } from '@/lib/state/display';

/** The header shows the logo wherever the sidebar, which carries it, is not showing. */
export function HeaderLogo({ variant }: { variant: ShellVariant }) {
  const { menu } = useAtomValue(displaySettingsAtom);
  const { open } = useSidebar();
  const sidebarShowsLogo = menu !== 'horizontal' && open !== false;
  return (
    <div className={sidebarShowsLogo ? 'lg:hidden' : undefined}>
      <ShellLogo variant={variant} compact />
    </div>
  );
}
