import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SettingsPanelButton } from '@/components/settings/settings-panel-button';
import { AppShell } from '@/components/shell/app-shell';
import { SidebarToggle } from '@/components/shell/sidebar-toggle';
import { DEFAULT_DISPLAY_SETTINGS } from '@/lib/display/settings';
import { createConsoleStore } from '@/lib/state/store';
import { installMatchMedia, renderWithProviders } from '@/test/components/shell';

// The global `jest`, typed: next/jest hoists `jest.mock` only when it is called on the global.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

async function openPanel() {
  installMatchMedia({ width: 1280 });
  const user = userEvent.setup();
  const store = createConsoleStore();
  renderWithProviders(<SettingsPanelButton />, { store });
  const opener = screen.getByRole('button', { name: 'Display settings' });
  await user.click(opener);
  // The drawer's code loads when the button is first reached for.
  const panel = await screen.findByRole('dialog', { name: 'Display settings' });
  return { user, store, opener, panel };
}

beforeEach(() => window.localStorage.clear());

describe('settings panel', () => {
  it('is a modal dialog showing the product defaults', async () => {
    const { panel } = await openPanel();
    expect(panel).toHaveAttribute('aria-modal', 'true');
    const checked = (group: string) =>
      within(within(panel).getByRole('group', { name: group })).getByRole('radio', { checked: true });
    expect(checked('Theme')).toHaveAccessibleName('Light');
    expect(checked('Menu')).toHaveAccessibleName('Vertical');
    expect(checked('Layout')).toHaveAccessibleName('Full width');
    expect(checked('Direction')).toHaveAccessibleName('Left to right');
    expect(checked('Page animation')).toHaveAccessibleName('None');
    expect(checked('Navbar')).toHaveAccessibleName('Sticky');
    expect(within(panel).getByRole('switch', { name: 'Semi dark' })).toHaveAttribute('aria-checked', 'false');
  });

  it('changes each setting and resets to defaults', async () => {
    const { user, store, panel } = await openPanel();
    await user.click(within(panel).getByRole('radio', { name: 'Dark' }));
    await user.click(within(panel).getByRole('radio', { name: 'Horizontal' }));
    await user.click(within(panel).getByRole('radio', { name: 'Boxed' }));
    await user.click(within(panel).getByRole('radio', { name: 'Right to left' }));
    await user.click(within(panel).getByRole('radio', { name: 'Zoom in' }));
    await user.click(within(panel).getByRole('radio', { name: 'Static' }));
    await user.click(within(panel).getByRole('switch', { name: 'Semi dark' }));
    expect(store.getState().displaySettings).toEqual({
      theme: 'dark',
      menu: 'horizontal',
      layout: 'boxed-layout',
      rtlClass: 'rtl',
      animation: 'zoom-in',
      navbar: 'navbar-static',
      semidark: true,
    });

    await user.click(within(panel).getByRole('button', { name: 'Reset to defaults' }));
    expect(store.getState().displaySettings).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it('closes the sidebar when the menu changes: back to the default of the width', async () => {
    const shell = (width: number) => {
      installMatchMedia({ width });
      const store = createConsoleStore();
      const view = renderWithProviders(
        <AppShell
          variant="app"
          header={
            <>
              <SidebarToggle />
              <SettingsPanelButton />
            </>
          }
        >
          page
        </AppShell>,
        { store },
      );
      return { ...view, store, toggle: screen.getByRole('button', { name: 'Navigation menu' }) };
    };
    const chooseMenu = async (name: string) => {
      await user.click(screen.getByRole('button', { name: 'Display settings' }));
      const panel = await screen.findByRole('dialog', { name: 'Display settings' });
      await user.click(within(panel).getByRole('radio', { name }));
      await user.click(within(panel).getByRole('button', { name: 'Close display settings' }));
    };
    const user = userEvent.setup();

    // From 1024px the sidebar stays beside the page, as the rail with the collapsible menu.
    const wide = shell(1280);
    expect(wide.toggle).toHaveAttribute('aria-expanded', 'true');
    await chooseMenu('Collapsible');
    expect(wide.toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary')).toHaveAttribute('data-rail', 'true');
    wide.unmount();

    // Under 1024px an open sidebar closes.
    const narrow = shell(800);
    act(() => narrow.store.setState({ sidebarChoice: true }));
    expect(narrow.toggle).toHaveAttribute('aria-expanded', 'true');
    await chooseMenu('Collapsible');
    expect(narrow.toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and with its close button, returning focus to the opener', async () => {
    const { user, opener } = await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close display settings' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
