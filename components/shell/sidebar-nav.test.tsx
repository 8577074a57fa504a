import { describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { storeRecord } from '@/test/components/shell';
import { prepareSidebarTests, renderShell } from '@/test/components/sidebar';

// The global `jest`, typed: next/jest hoists `jest.mock` only when it is called on the global.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

prepareSidebarTests();

describe('sidebar links per role', () => {
  it('gives customers the eight customer pages, grouped under Apps', () => {
    const { nav } = renderShell('app', { pathname: '/app-management' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/app-management',
      '/sdk-integration-guide',
      '/online-devices',
      '/incidents',
      '/audit-log',
      '/organisation/members',
      '/organisation/api-tokens',
    ]);
    expect(within(nav).getByRole('button', { name: 'Apps' })).toBeInTheDocument();
  });

  it('gives admins the six admin pages and Diagnostics', () => {
    const { nav } = renderShell('admin', { pathname: '/admin/app-management' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin-dashboard',
      '/admin/user-dashboard',
      '/admin/app-management',
      '/admin/sdk-integration-guide',
      '/admin/online-devices',
      '/admin/audit-log',
      '/test',
    ]);
    expect(within(nav).getByRole('link', { name: 'Diagnostics' })).toHaveAttribute('href', '/test');
  });
});

describe('current page', () => {
  it("marks the current page's link active and no other", () => {
    const { nav } = renderShell('app', { pathname: '/online-devices' });
    expect(within(nav).getByRole('link', { name: 'Online devices' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('opens the submenu holding the current page, and only that one', () => {
    const { nav } = renderShell('admin', { pathname: '/admin/sdk-integration-guide' });
    expect(within(nav).getByRole('button', { name: 'Apps' })).toHaveAttribute('aria-expanded', 'true');
    const link = within(nav).getByRole('link', { name: 'SDK integration guide' });
    expect(link).toBeVisible();
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the submenu closed when the current page is elsewhere, and toggles it on demand', async () => {
    const user = userEvent.setup();
    const { nav } = renderShell('app', { pathname: '/' });
    const apps = within(nav).getByRole('button', { name: 'Apps' });
    expect(apps).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'App management' })).not.toBeInTheDocument();
    await user.click(apps);
    expect(apps).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'App management' })).toBeVisible();
  });
});

describe('logo', () => {
  it('links admins to /admin-dashboard', () => {
    storeRecord('admin');
    renderShell('admin', { pathname: '/test' });
    expect(screen.getByRole('link', { name: 'Fleetdeck home' })).toHaveAttribute('href', '/admin-dashboard');
  });

  it('links customers to /', () => {
    storeRecord('customer');
    renderShell('app', { pathname: '/online-devices' });
    expect(screen.getByRole('link', { name: 'Fleetdeck home' })).toHaveAttribute('href', '/');
  });
});
