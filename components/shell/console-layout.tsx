import { cookies } from 'next/headers';
import type { ReactNode } from 'react';

import { SessionGuard } from '@/components/auth/session-guard';
import { IntlScope } from '@/components/i18n/intl-scope';
import { AppShell } from '@/components/shell/app-shell';
import { FullScreenLoader } from '@/components/shell/full-screen-loader';
import { ShellHeader } from '@/components/shell/shell-header';
import { SHELL_NAMESPACES } from '@/components/shell/shell-namespaces';
import type { ShellVariant } from '@/config/navigation';
import { parseSidebarCookie, SIDEBAR_COOKIE } from '@/lib/state/sidebar';

/**
 * The body of the app and admin layouts. The loader sits outside the session guard so it covers the
 * page from the first byte while the guard checks the stored record; the shell renders only once the
 * guard allows the page.
 */
export async function ConsoleLayout({ variant, children }: { variant: ShellVariant; children: ReactNode }) {
  const sidebarWideOpen = parseSidebarCookie((await cookies()).get(SIDEBAR_COOKIE)?.value);
  return (
    <IntlScope namespaces={SHELL_NAMESPACES}>
      <FullScreenLoader />
      <SessionGuard>
        <AppShell variant={variant} header={<ShellHeader />} sidebarWideOpen={sidebarWideOpen}>
          {children}
        </AppShell>
      </SessionGuard>
    </IntlScope>
  );
}
