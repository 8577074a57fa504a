import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DisplaySettingsSync } from '@/components/settings/display-settings-sync';
import { ThemeToggle } from '@/components/settings/theme-toggle';
import { DEFAULT_DISPLAY_SETTINGS, parseDisplayCookie, type DisplaySettings } from '@/lib/display/settings';
import { createConsoleStore } from '@/lib/state/store';
import { clearCookies, installMatchMedia, readCookie, renderWithProviders } from '@/test/components/shell';

/** The store as the root layout leaves it: its display settings started from the display cookie. */
function renderSync(fromCookie: Partial<DisplaySettings> = {}) {
  const store = createConsoleStore();
  store.setState({ displaySettings: { ...DEFAULT_DISPLAY_SETTINGS, ...fromCookie } });
  return renderWithProviders(
    <>
      <DisplaySettingsSync />
      <ThemeToggle />
    </>,
    { store },
  );
}

const html = () => document.documentElement;
const cookieSettings = () => parseDisplayCookie(readCookie('display_settings'));

beforeEach(() => {
  window.localStorage.clear();
  clearCookies();
  html().className = '';
  html().removeAttribute('dir');
  html().removeAttribute('data-theme');
});

describe('DisplaySettingsSync', () => {
  it('writes localStorage, the cookie and <html> when the theme changes', async () => {
    installMatchMedia({ width: 1280 });
    const user = userEvent.setup();
    renderSync();
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(html()).not.toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Theme: Light. Switch to Dark' }));

    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(cookieSettings().theme).toBe('dark');
    expect(html()).toHaveClass('dark');
    expect(html()).toHaveAttribute('data-theme', 'dark');
  });

  it('persists every setting under its own key and mirrors all of them to the cookie', () => {
    installMatchMedia({ width: 1280 });
    const { store } = renderSync();
    const chosen: DisplaySettings = {
      theme: 'dark',
      menu: 'horizontal',
      layout: 'boxed-layout',
      rtlClass: 'rtl',
      animation: 'fade-in-up',
      navbar: 'navbar-floating',
      semidark: true,
    };
    act(() => store.setState({ displaySettings: chosen }));
    expect(
      Object.fromEntries(
        ['theme', 'menu', 'layout', 'rtlClass', 'animation', 'navbar', 'semidark'].map((key) => [
          key,
          window.localStorage.getItem(key),
        ]),
      ),
    ).toEqual({
      theme: 'dark',
      menu: 'horizontal',
      layout: 'boxed-layout',
      rtlClass: 'rtl',
      animation: 'fade-in-up',
      navbar: 'navbar-floating',
      semidark: 'true',
    });
    expect(cookieSettings()).toEqual(chosen);
    expect(html()).toHaveAttribute('dir', 'rtl');
    expect(html()).toHaveAttribute('data-semidark', 'true');
  });

  it('follows the device with the system theme, live', async () => {
    const media = installMatchMedia({ width: 1280, dark: false });
    const user = userEvent.setup();
    renderSync({ theme: 'dark' });
    expect(html()).toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Theme: Dark. Switch to System' }));
    expect(html()).toHaveAttribute('data-theme', 'system');
    expect(html()).not.toHaveClass('dark');

    act(() => media.set({ dark: true }));
    expect(html()).toHaveClass('dark');
    act(() => media.set({ dark: false }));
    expect(html()).not.toHaveClass('dark');
  });

  it('lets localStorage win over the cookie on first mount, and rewrites the cookie', () => {
    installMatchMedia({ width: 1280 });
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('rtlClass', 'rtl');
    window.localStorage.setItem('menu', 'not-a-menu');
    const { store } = renderSync({ menu: 'horizontal' });

    expect(store.getState().displaySettings).toMatchObject({
      theme: 'dark',
      rtlClass: 'rtl',
      menu: 'horizontal',
    });
    expect(cookieSettings()).toMatchObject({ theme: 'dark', rtlClass: 'rtl', menu: 'horizontal' });
    // The unknown stored value is replaced by the valid one.
    expect(window.localStorage.getItem('menu')).toBe('horizontal');
    expect(html()).toHaveClass('dark');
    expect(html()).toHaveAttribute('dir', 'rtl');
  });

  it("follows another tab's change", () => {
    installMatchMedia({ width: 1280 });
    const { store } = renderSync();
    act(() => {
      window.localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', storageArea: window.localStorage }));
    });
    expect(store.getState().displaySettings.theme).toBe('dark');
    expect(html()).toHaveClass('dark');
  });

  it("closes the sidebar when another tab's change is of menu, as in that tab", () => {
    installMatchMedia({ width: 800 });
    const { store } = renderSync();
    const otherTab = (key: string, value: string) =>
      act(() => {
        window.localStorage.setItem(key, value);
        window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
      });
    store.setState({ sidebarChoice: true });
    otherTab('theme', 'dark');
    expect(store.getState().sidebarChoice).toBe(true);
    otherTab('menu', 'horizontal');
    expect(store.getState().displaySettings.menu).toBe('horizontal');
    // Back to the default of the width: closed under 1024px, open beside the page on wider screens.
    expect(store.getState().sidebarChoice).toBeNull();
  });

  it('writes only what changed, leaving what another tab wrote meanwhile', () => {
    installMatchMedia({ width: 1280 });
    const { store } = renderSync();
    // Another tab's choice, whose storage event has not reached this tab yet.
    window.localStorage.setItem('menu', 'horizontal');
    act(() => store.setState({ displaySettings: { ...store.getState().displaySettings, theme: 'dark' } }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(window.localStorage.getItem('menu')).toBe('horizontal');
  });

  it('keeps working on the cookie when the browser blocks site storage', async () => {
    installMatchMedia({ width: 1280 });
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      const user = userEvent.setup();
      renderSync({ theme: 'dark' });
      expect(html()).toHaveClass('dark');

      await user.click(screen.getByRole('button', { name: 'Theme: Dark. Switch to System' }));

      expect(cookieSettings().theme).toBe('system');
    } finally {
      blocked.mockRestore();
    }
  });
});
