import { cookies } from 'next/headers';
import type { ReactNode } from 'react';

import { SessionGuard } from '@/components/auth/session-guard';
import { IntlScope } from '@/components/i18n/intl-scope';
import { LiveEventsProvider } from '@/components/live/live-events-provider';
import { TwoFactorGate } from '@/components/orgs/two-factor-gate';
import { AppShell } from '@/components/shell/app-shell';
import { FullScreenLoader } from '@/components/shell/full-screen-loader';
import { NavIconsProvider } from '@/components/shell/nav-icon';
import { NAV_ICON_SET } from '@/components/shell/nav-icon-set';
import { ShellHeader } from '@/components/shell/shell-header';
import { MAIN_CONTENT_ID } from '@/components/shell/shell-ids';
import { SHELL_NAMESPACES } from '@/components/shell/shell-namespaces';
import type { ShellVariant } from '@/config/navigation';
import { recordAllowsGroup } from '@/lib/auth/guard';
import { RECORD_COOKIE } from '@/lib/auth/sign-in-record';
import { parseSidebarCookie, SIDEBAR_COOKIE } from '@/lib/state/sidebar';

/**
 * The body of the app and admin layouts. The loader sits outside the session guard so it covers the
 * page from the first byte while the guard checks the stored record; the shell shows only once the
 * guard allows the page. When the cookie copy of the record already allows this group (the middleware
 * let the request through on it), the shell and the page's skeletons are rendered on the server too,
 * so the browser paints them with the first byte instead of after the client has rendered them all.
 * They hold no user data: pages fetch theirs in the browser with the stored token, which the API checks.
 */
export async function ConsoleLayout({
  variant,
  orgSwitcher = null,
  children,
}: {
  variant: ShellVariant;
  /** The customers' console's organisation switcher (components/orgs/header-org-switcher.tsx). */
  orgSwitcher?: ReactNode;
  children: ReactNode;
}) {
  const cookieStore = await cookies();
  const sidebarWideOpen = parseSidebarCookie(cookieStore.get(SIDEBAR_COOKIE)?.value);
  const cookieAllows = recordAllowsGroup(cookieStore.get(RECORD_COOKIE)?.value, variant);
  return (
    <IntlScope namespaces={SHELL_NAMESPACES}>
      {/*
       * The browser paints nothing of a server-rendered shell before its main region's tag has come: a
       * document that arrives in parts would otherwise show a half-parsed header, whose controls move
       * when the rest comes (React puts this link in the head).
       */}
      {cookieAllows ? <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" /> : null}
      <FullScreenLoader />
      <SessionGuard cookieAllows={cookieAllows}>
        <LiveEventsProvider>
          <NavIconsProvider icons={NAV_ICON_SET}>
            <AppShell
              variant={variant}
              header={<ShellHeader variant={variant} orgSwitcher={orgSwitcher} />}
              sidebarWideOpen={sidebarWideOpen}
            >
              {children}
            </AppShell>
          </NavIconsProvider>
          <TwoFactorGate />
        </LiveEventsProvider>
      </SessionGuard>
    </IntlScope>
  );
}
