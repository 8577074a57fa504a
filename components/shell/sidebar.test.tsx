import { describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { updateDisplaySettings } from '@/lib/state/display';
import { readCookie } from '@/test/components/shell';
import { prepareSidebarTests, renderShell } from '@/test/components/sidebar';

// The global `jest`, typed: next/jest hoists `jest.mock` only when it is called on the global.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

prepareSidebarTests();

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

  it('goes back to the default of the width when the menu setting changes', async () => {
    const user = userEvent.setup();
    const { toggle, store, media } = renderShell('app', { width: 800 });
    await user.click(toggle);
    act(() => updateDisplaySettings(store, { menu: 'collapsible-vertical' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Wide, it stays beside the page: as a rail, then as the full sidebar.
    act(() => media.set({ width: 1280 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => updateDisplaySettings(store, { menu: 'vertical' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary')).not.toHaveAttribute('data-rail');
    // A sidebar the user closed on wide screens stays closed.
    await user.click(toggle);
    act(() => updateDisplaySettings(store, { menu: 'collapsible-vertical' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
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
