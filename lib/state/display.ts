import { atom } from 'jotai';

import { DEFAULT_DISPLAY_SETTINGS, type DisplaySettings } from '@/lib/display/settings';

/**
 * Display settings. Persisted by `DisplaySettingsSync` (components/settings) to localStorage, one key
 * per setting, and mirrored to the `display_settings` cookie for the server's first render.
 */
export const displaySettingsAtom = atom<DisplaySettings>({ ...DEFAULT_DISPLAY_SETTINGS });
