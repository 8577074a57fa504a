import { atom } from 'jotai';

import { DEFAULT_DISPLAY_SETTINGS, type DisplaySettings } from '@/lib/display/settings';
import { sidebarChoiceAtom } from '@/lib/state/sidebar';

/**
 * Display settings. Persisted by `DisplaySettingsSync` (components/settings) to localStorage, one key
 * per setting, and mirrored to the `display_settings` cookie for the server's first render.
 */
export const displaySettingsAtom = atom<DisplaySettings>({ ...DEFAULT_DISPLAY_SETTINGS });

/**
 * A change of settings, from the settings panel or another tab. Toggling the menu closes the
 * sidebar, as the template's reset of its sidebar flag does: back to each width's default, closed
 * under 1024px and, on wider screens, as the user keeps it there.
 */
export const updateDisplaySettingsAtom = atom(null, (get, set, change: Partial<DisplaySettings>) => {
  const current = get(displaySettingsAtom);
  if (change.menu && change.menu !== current.menu) set(sidebarChoiceAtom, null);
  set(displaySettingsAtom, { ...current, ...change });
});
