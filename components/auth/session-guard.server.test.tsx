/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';

import { SessionGuard } from '@/components/auth/session-guard';
import { ConsoleStoreProvider } from '@/components/state/console-store';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

const navigation = { pathname: '/' };
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(),
}));

/** What the server sends for a page behind the guard: the browser's record is not known there. */
function serverHtml(pathname: string, cookieAllows?: boolean): string {
  navigation.pathname = pathname;
  return renderToString(
    <ConsoleStoreProvider>
      <SessionGuard cookieAllows={cookieAllows}>
        <h1>Online devices</h1>
      </SessionGuard>
    </ConsoleStoreProvider>,
  );
}

describe('SessionGuard on the server', () => {
  it('renders a console page when the cookie copy of the record allowed it', () => {
    expect(serverHtml('/online-devices', true)).toContain('<h1>Online devices</h1>');
    expect(serverHtml('/admin-dashboard', true)).toContain('<h1>Online devices</h1>');
  });

  it('renders only the placeholder for a console page without that', () => {
    const html = serverHtml('/online-devices');
    expect(html).not.toContain('Online devices');
    expect(html).toContain('aria-busy="true"');
    expect(serverHtml('/', false)).not.toContain('Online devices');
  });

  it('renders public pages in any case', () => {
    expect(serverHtml('/auth/signin')).toContain('<h1>Online devices</h1>');
  });
});
