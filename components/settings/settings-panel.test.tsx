import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';

import { SettingsPanelButton } from '@/components/settings/settings-panel-button';
import { installMatchMedia, renderWithProviders } from '@/components/shell/test-utils';
import { DEFAULT_DISPLAY_SETTINGS } from '@/lib/display/settings';
import { displaySettingsAtom } from '@/lib/state/display';
import { sidebarChoiceAtom } from '@/lib/state/sidebar';

async function openPanel() {
  installMatchMedia({ width: 1280 });
  const user = userEvent.setup();
  const store = createStore();
  renderWithProviders(<SettingsPanelButton />, { store });
  const opener = screen.getByRole('button', { name: 'Display settings' });
  await user.click(opener);
  // The drawer's code loads when the button is first reached for.
  const panel = await screen.findByRole('dialog', { name: 'Display settings' });
  return { user, store, opener, panel };
}

beforeEach(() => window.localStorage.clear());

describe('settings panel', () => {
  it('is a modal dialog showing the spec defaults', async () => {
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

  it('changes each setting, closes the sidebar when the menu changes, and resets to defaults', async () => {
    const { user, store, panel } = await openPanel();
    await user.click(within(panel).getByRole('radio', { name: 'Dark' }));
    await user.click(within(panel).getByRole('radio', { name: 'Horizontal' }));
    await user.click(within(panel).getByRole('radio', { name: 'Boxed' }));
    await user.click(within(panel).getByRole('radio', { name: 'Right to left' }));
    await user.click(within(panel).getByRole('radio', { name: 'Zoom in' }));
    await user.click(within(panel).getByRole('radio', { name: 'Static' }));
    await user.click(within(panel).getByRole('switch', { name: 'Semi dark' }));
    expect(store.get(displaySettingsAtom)).toEqual({
      theme: 'dark',
      menu: 'horizontal',
      layout: 'boxed-layout',
      rtlClass: 'rtl',
      animation: 'zoom-in',
      navbar: 'navbar-static',
      semidark: true,
    });
    expect(store.get(sidebarChoiceAtom)).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Reset to defaults' }));
    expect(store.get(displaySettingsAtom)).toEqual(DEFAULT_DISPLAY_SETTINGS);
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
