'use client';

import { useEffect, useRef } from 'react';

import {
  applyDarkClass,
  applyDisplaySettings,
  DARK_SCHEME_QUERY,
  isDisplayStorageKey,
  persistDisplaySettings,
  readStoredDisplaySettings,
  sameDisplaySettings,
} from '@/components/settings/display-storage';
import { useConsoleSetter, useConsoleState, useConsoleStore } from '@/components/state/console-store';
import type { DisplaySettings } from '@/lib/display/settings';
import { updateDisplaySettings } from '@/lib/state/display';

/**
 * Keeps the display settings, the browser and the page in step. Mounted once, in the app providers.
 * - First mount: the store starts from the cookie (the server rendered with it); localStorage is the
 *   source of truth, so where it holds other values they win and the cookie is rewritten.
 * - Every change: each changed setting to localStorage, all of them to the cookie, and to <html>.
 * - Theme "system" follows the device's dark preference live; other tabs' changes arrive by storage
 *   events, and a new menu closes the sidebar here as in the tab where it was chosen.
 */
export function DisplaySettingsSync() {
  const store = useConsoleStore();
  const settings = useConsoleState((state) => state.displaySettings);
  const setSettings = useConsoleSetter('displaySettings');
  const storageRead = useRef(false);
  const persisted = useRef<DisplaySettings>(undefined);

  useEffect(() => {
    if (!storageRead.current) {
      storageRead.current = true;
      const stored = { ...settings, ...readStoredDisplaySettings() };
      if (!sameDisplaySettings(stored, settings)) {
        // Persisted and applied on the next run, with the stored values.
        setSettings(stored);
        return;
      }
    }
    persistDisplaySettings(settings, persisted.current);
    persisted.current = settings;
    applyDisplaySettings(settings);
  }, [settings, setSettings]);

  useEffect(() => {
    if (settings.theme !== 'system' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const onChange = () => applyDarkClass('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [settings.theme]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (!isDisplayStorageKey(event.key)) return;
      updateDisplaySettings(store, readStoredDisplaySettings());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return null;
}
