import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AppShell } from '@/components/shell/app-shell';
import { SidebarToggle } from '@/components/shell/sidebar-toggle';
import type { ShellVariant } from '@/config/navigation';
import { updateDisplaySettingsAtom } from '@/lib/state/display';
import {
  clearCookies,
  installMatchMedia,
  readCookie,
  renderWithProviders,
  storeRecord,
} from '@/test/components/shell';

// The global `jest`, typed: next/jest hoists `jest.mock` only when it is called on the global.
declare const jest: typeof JestObject;

let mockPathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

// Links are real next/link anchors; the test stops the navigation itself, which jsdom cannot do.
const stopNavigation = (event: Event) => {
  if ((event.target as Element).closest?.('a')) event.preventDefault();
};

function renderShell(variant: ShellVariant, { pathname = '/', width = 1280 } = {}) {
  mockPathname = pathname;
  const media = installMatchMedia({ width });
  const view = renderWithProviders(
    <AppShell variant={variant} header={<SidebarToggle />}>
      <p>Page content</p>
    </AppShell>,
  );
  const toggle = screen.getByRole('button', { name: 'Navigation menu' });
  const nav = within(screen.getByRole('complementary')).getByRole('navigation', { name: 'Main' });
  return { ...view, media, toggle, nav };
}

beforeEach(() => {
  window.localStorage.clear();
  clearCookies();
  document.addEventListener('click', stopNavigation, true);
});
afterEach(() => document.removeEventListener('click', stopNavigation, true));

describe('sidebar links per role', () => {
  it('gives customers the four customer pages, grouped under Apps', () => {
    const { nav } = renderShell('app', { pathname: '/app-management' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/app-management', '/sdk-integration-guide', '/online-devices']);
    expect(within(nav).getByRole('button', { name: 'Apps' })).toBeInTheDocument();
  });

  it('gives admins the five admin pages and Diagnostics', () => {
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

describe('open and closed', () => {
  it('is open on a wide screen and toggles closed and open', async () => {
    const user = userEvent.setup();
    const { toggle } = renderShell('app', { width: 1280 });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('complementary').id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('complementary', { hidden: true })).toHaveClass('invisible');
    // A wide-screen choice is remembered for the next visit.
    expect(readCookie('sidebar_state')).toBe('closed');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes by itself under 1024px on load', () => {
    const { toggle } = renderShell('app', { width: 800 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes by itself when the window shrinks under 1024px, and reopens when it grows', () => {
    const { toggle, media } = renderShell('app', { width: 1280 });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => media.set({ width: 900 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    act(() => media.set({ width: 1100 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when a link is chosen under 1024px', async () => {
    const user = userEvent.setup();
    const { toggle } = renderShell('app', { width: 800 });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = within(screen.getByRole('complementary')).getByRole('navigation');
    await user.click(within(nav).getByRole('link', { name: 'Online devices' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The link went out of sight with the sidebar: the page's content has the focus.
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('stays open when a link is chosen on a wide screen', async () => {
    const user = userEvent.setup();
    const { toggle, nav } = renderShell('app', { width: 1280 });
    const link = within(nav).getByRole('link', { name: 'Online devices' });
    await user.click(link);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(link).toHaveFocus();
  });

  it('closes with Escape where it covers the page, returning focus to the toggle', async () => {
    const user = userEvent.setup();
    const { toggle } = renderShell('app', { width: 800 });
    await user.click(toggle);
    expect(within(screen.getByRole('complementary')).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab among its own controls where it covers the page', async () => {
    const user = userEvent.setup();
    const { toggle } = renderShell('app', { width: 800 });
    await user.click(toggle);
    const aside = screen.getByRole('complementary');
    const dashboard = within(aside).getByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveFocus();
    const controls = within(aside).getAllByRole('link').length + within(aside).getAllByRole('button').length;
    for (let i = 0; i < controls + 2; i += 1) {
      await user.tab();
      expect(aside).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(dashboard);
    await user.click(toggle);
    within(aside).getByRole('link', { name: 'Dashboard' }).focus();
    await user.tab({ shift: true });
    expect(aside).toContainElement(document.activeElement as HTMLElement);
    expect(toggle).not.toHaveFocus();
  });

  it('goes back to the default of the width when the menu setting changes (spec 4)', async () => {
    const user = userEvent.setup();
    const { toggle, store, media } = renderShell('app', { width: 800 });
    await user.click(toggle);
    act(() => store.set(updateDisplaySettingsAtom, { menu: 'collapsible-vertical' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Wide, it stays beside the page: as a rail, then as the full sidebar.
    act(() => media.set({ width: 1280 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => store.set(updateDisplaySettingsAtom, { menu: 'vertical' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary')).not.toHaveAttribute('data-rail');
    // A sidebar the user closed on wide screens stays closed.
    await user.click(toggle);
    act(() => store.set(updateDisplaySettingsAtom, { menu: 'collapsible-vertical' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('a modal dialog where it covers the page', () => {
  /** The elements of the shell that are inert (inside an element with the attribute) now. */
  const inert = (...elements: Element[]) => elements.map((element) => element.closest('[inert]') !== null);

  it('is a modal dialog named Navigation menu while open under 1024px, with the rest of the shell inert', async () => {
    const user = userEvent.setup();
    const { toggle } = renderShell('app', { width: 800 });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(inert(skip, toggle, screen.getByRole('main'))).toEqual([false, false, false]);

    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Navigation menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('complementary')).toContainElement(dialog);
    // Its content: the logo, its own close button and the links, named apart from the dialog.
    expect(within(dialog).getByRole('link', { name: 'Fleetdeck home' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close navigation menu' })).toBeInTheDocument();
    // Focus moves in onto the first link, what the menu was opened for.
    expect(
      within(within(dialog).getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Dashboard',
      }),
    ).toHaveFocus();
    // Everything else the shell holds (skip link, header with its toggle, the page) is inert.
    expect(inert(skip, toggle, screen.getByRole('main'), dialog)).toEqual([true, true, true, false]);
  });

  it('closes with its own close button, giving the focus back to the header toggle', async () => {
    const user = userEvent.setup();
    const { toggle } = renderShell('app', { width: 800 });
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Navigation menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Close navigation menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close navigation menu' })).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop, giving the focus back to the header toggle', async () => {
    const user = userEvent.setup();
    const { toggle } = renderShell('app', { width: 800 });
    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Navigation menu' })).toBeInTheDocument();
    // The backdrop follows the sidebar, outside the inert part of the shell.
    const backdrop = screen.getByRole('complementary').nextElementSibling as HTMLElement;
    expect(backdrop.closest('[inert]')).toBeNull();
    await user.click(backdrop);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('leaves nothing inert once the window grows past 1024px, or a link is chosen', async () => {
    const user = userEvent.setup();
    const { toggle, media } = renderShell('app', { width: 800 });
    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Navigation menu' })).toBeInTheDocument();
    expect(document.querySelector('[inert]')).not.toBeNull();

    act(() => media.set({ width: 1100 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();

    act(() => media.set({ width: 800 }));
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Navigation menu' });
    expect(document.querySelector('[inert]')).not.toBeNull();
    await user.click(within(dialog).getByRole('link', { name: 'Online devices' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('stays a plain landmark beside the page from 1024px: no dialog, nothing inert, no close button', async () => {
    const user = userEvent.setup();
    const { toggle, nav, media } = renderShell('app', { width: 1280 });
    const plain = () => {
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('complementary')).toContainElement(nav);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.querySelector('[role="dialog"], [aria-modal], [inert]')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Close navigation menu' })).not.toBeInTheDocument();
    };
    plain();
    // The same sidebar, open under 1024px, is the dialog; wide again, it is plain again.
    act(() => media.set({ width: 800 }));
    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Navigation menu' })).toContainElement(nav);
    act(() => media.set({ width: 1280 }));
    plain();
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

describe('page frame', () => {
  it('offers a skip link to the page content', () => {
    renderShell('app');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
  });
});
