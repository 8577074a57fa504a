'use client';

import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';

import {
  applyDarkClass,
  applyDisplaySettings,
  DARK_SCHEME_QUERY,
  DISPLAY_KEY_SET,
  persistDisplaySettings,
  readStoredDisplaySettings,
  sameDisplaySettings,
} from '@/components/settings/display-storage';
import { displaySettingsAtom } from '@/lib/state/display';

/**
 * Keeps the display settings, the browser and the page in step. Mounted once, in the app providers.
 * - First mount: the atom starts from the cookie (the server rendered with it); localStorage is the
 *   source of truth, so where it holds other values they win and the cookie is rewritten.
 * - Every change: each setting to localStorage, all of them to the cookie, and to <html>.
 * - Theme "system" follows the device's dark preference live; other tabs' changes arrive by storage events.
 */
export function DisplaySettingsSync() {
  const [settings, setSettings] = useAtom(displaySettingsAtom);
  const storageRead = useRef(false);

  useEffect(() => {
    if (!storageRead.current) {
      storageRead.current = true;
      const stored = readStoredDisplaySettings(settings);
      if (!sameDisplaySettings(stored, settings)) {
        // Persisted and applied on the next run, with the stored values.
        setSettings(stored);
        return;
      }
    }
    persistDisplaySettings(settings);
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
      if (event.key !== null && !DISPLAY_KEY_SET.has(event.key)) return;
      setSettings((current) => {
        const stored = readStoredDisplaySettings(current);
        return sameDisplaySettings(stored, current) ? current : stored;
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setSettings]);

  return null;
}
