/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';

import { ActiveOrgSync } from '@/components/orgs/active-org-sync';
import { AppShell } from '@/components/shell/app-shell';
import { ConsoleStoreProvider, useConsoleState } from '@/components/state/console-store';
import en from '@/messages/en.json';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

function ActiveOrg() {
  return <p>Active: {useConsoleState((state) => state.activeOrgId) ?? 'none'}</p>;
}

/** The first HTML of the console shell, as the server sends it with the user's cookies. */
function serverHtml({ sidebarWideOpen, serverOrgId }: { sidebarWideOpen: boolean; serverOrgId: string }) {
  return renderToString(
    <ConsoleStoreProvider>
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <ActiveOrgSync serverOrgId={serverOrgId} />
        <AppShell variant="app" header={null} sidebarWideOpen={sidebarWideOpen}>
          <ActiveOrg />
        </AppShell>
      </NextIntlClientProvider>
    </ConsoleStoreProvider>,
  );
}

describe('the console shell on the server', () => {
  it('lays the page out for the sidebar the user keeps closed on wide screens (its cookie)', () => {
    const closed = serverHtml({ sidebarWideOpen: false, serverOrgId: 'o1' });
    const open = serverHtml({ sidebarWideOpen: true, serverOrgId: 'o1' });
    // The content leaves the sidebar's room only where it is open.
    expect(open).toContain('lg:ps-65');
    expect(closed).not.toContain('lg:ps-65');
  });

  it('renders with the organisation the server chose (its cookie)', () => {
    expect(serverHtml({ sidebarWideOpen: true, serverOrgId: 'o1' })).toContain('Active: <!-- -->o1');
    expect(serverHtml({ sidebarWideOpen: true, serverOrgId: 'o2' })).toContain('Active: <!-- -->o2');
  });
});
