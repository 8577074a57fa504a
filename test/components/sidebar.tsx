import { afterEach, beforeEach } from '@jest/globals';
import { screen, within } from '@testing-library/react';

import { AppShell } from '@/components/shell/app-shell';
import { NavIconsProvider } from '@/components/shell/nav-icon';
import { NAV_ICON_SET } from '@/components/shell/nav-icon-set';
import { SidebarToggle } from '@/components/shell/sidebar-toggle';
import type { ShellVariant } from '@/config/navigation';
import { clearCookies, installMatchMedia, renderWithProviders } from '@/test/components/shell';
import { setNavigation } from '@/test/next-navigation';

/**
 * The sidebar tests' shell (imported by *.test.tsx only): the whole `AppShell` with the header's
 * toggle, at a given pathname and window width. Each test file mocks `next/navigation` itself (jest
 * hoists a mock only in the test file) with `@/test/next-navigation`, which `renderShell` points at
 * the pathname.
 */

// Links are real next/link anchors; the test stops the navigation itself, which jsdom cannot do.
const stopNavigation = (event: Event) => {
  if ((event.target as Element).closest?.('a')) event.preventDefault();
};

/** Fresh storage and cookies before each test, and links that do not navigate. */
export function prepareSidebarTests() {
  beforeEach(() => {
    window.localStorage.clear();
    clearCookies();
    document.addEventListener('click', stopNavigation, true);
  });
  afterEach(() => document.removeEventListener('click', stopNavigation, true));
}

export function renderShell(variant: ShellVariant, { pathname = '/', width = 1280 } = {}) {
  setNavigation({ pathname });
  const media = installMatchMedia({ width });
  const view = renderWithProviders(
    // As the console layout hands them over, the icons drawn on the server.
    <NavIconsProvider icons={NAV_ICON_SET}>
      <AppShell variant={variant} header={<SidebarToggle />}>
        <p>Page content</p>
      </AppShell>
    </NavIconsProvider>,
  );
  const toggle = screen.getByRole('button', { name: 'Navigation menu' });
  const nav = within(screen.getByRole('complementary')).getByRole('navigation', { name: 'Main' });
  return { ...view, media, toggle, nav };
}
