import type { DisplaySettings } from '@/lib/display/settings';
import type { ConsoleStore } from '@/lib/state/store';

/**
 * A change of display settings, from the settings panel or another tab. Toggling the menu closes the
 * sidebar, as the template's reset of its sidebar flag does: back to each width's default, closed
 * under 1024px and, on wider screens, as the user keeps it there.
 */
export function updateDisplaySettings(store: ConsoleStore, change: Partial<DisplaySettings>): void {
  const current = store.getState().displaySettings;
  const menuChanged = change.menu !== undefined && change.menu !== current.menu;
  store.setState({
    displaySettings: { ...current, ...change },
    ...(menuChanged ? { sidebarChoice: null } : {}),
  });
}
