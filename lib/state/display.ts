import { atom } from 'jotai';

import { DEFAULT_DISPLAY_SETTINGS, type DisplaySettings, type Menu } from '@/lib/display/settings';
import { sidebarChoiceAtom } from '@/lib/state/sidebar';

/**
 * Display settings. Persisted by `DisplaySettingsSync` (components/settings) to localStorage, one key
 * per setting, and mirrored to the `display_settings` cookie for the server's first render.
 */
export const displaySettingsAtom = atom<DisplaySettings>({ ...DEFAULT_DISPLAY_SETTINGS });

/** Spec 4: toggling the menu closes the sidebar. */
export const changeMenuAtom = atom(null, (get, set, menu: Menu) => {
  if (get(displaySettingsAtom).menu === menu) return;
  set(displaySettingsAtom, { ...get(displaySettingsAtom), menu });
  set(sidebarChoiceAtom, false);
});

/** Back to the spec 4 defaults; the menu rule above holds here too. */
export const resetDisplaySettingsAtom = atom(null, (get, set) => {
  set(changeMenuAtom, DEFAULT_DISPLAY_SETTINGS.menu);
  set(displaySettingsAtom, { ...DEFAULT_DISPLAY_SETTINGS });
});
