import {
  DISPLAY_STORAGE_KEYS,
  displayDataset,
  sanitizeDisplaySettings,
  serializeDisplayCookie,
  type DisplaySettings,
} from '@/lib/display/settings';
import { isPreferenceKey, readPreference, writePreference } from '@/lib/preferences/stored-preference';

/**
 * Display settings in the browser: localStorage (one key per setting, the source of truth), the
 * cookie mirror the server reads, and the attributes of <html> that the styles key on.
 */
const SETTING_NAMES = Object.keys(DISPLAY_STORAGE_KEYS) as (keyof DisplaySettings)[];
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Each setting stored with a valid value; the rest (missing, unknown) are left out. */
export function readStoredDisplaySettings(): Partial<DisplaySettings> {
  // Storage the browser refuses (a SecurityError) holds nothing: the cookie's settings stay.
  const stored: Record<string, string> = {};
  for (const name of SETTING_NAMES) {
    const raw = readPreference(DISPLAY_STORAGE_KEYS[name]);
    if (raw !== null) stored[name] = raw;
  }
  // sanitize puts the default where a value is unknown: keep a value only when it survives as stored.
  const valid = sanitizeDisplaySettings(stored);
  return Object.fromEntries(
    SETTING_NAMES.filter((name) => String(valid[name]) === stored[name]).map((name) => [name, valid[name]]),
  );
}

export function sameDisplaySettings(a: DisplaySettings, b: DisplaySettings): boolean {
  return SETTING_NAMES.every((name) => a[name] === b[name]);
}

/**
 * Writes the settings that differ from `previous` (all of them without it) to localStorage, so that
 * what another tab changed meanwhile, and this one has not heard of yet, is not written over; and all
 * of them to the cookie, which is this tab's.
 */
export function persistDisplaySettings(settings: DisplaySettings, previous?: DisplaySettings): void {
  // Where storage is refused, the cookie alone carries the settings.
  for (const name of SETTING_NAMES) {
    if (settings[name] !== previous?.[name]) {
      writePreference({ key: DISPLAY_STORAGE_KEYS[name] }, String(settings[name]));
    }
  }
  document.cookie = serializeDisplayCookie(settings);
}

/** Whether a `storage` event is about the display settings (`null`: the whole storage was cleared). */
export function isDisplayStorageKey(key: string | null): boolean {
  return SETTING_NAMES.some((name) => isPreferenceKey(DISPLAY_STORAGE_KEYS[name], key));
}

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/** Dark adds the dark style; system follows the device's preference. */
export function applyDarkClass(theme: DisplaySettings['theme']): void {
  const dark = theme === 'dark' || (theme === 'system' && prefersDark());
  const root = document.documentElement;
  if (root.classList.contains('dark') !== dark) root.classList.toggle('dark', dark);
}

/**
 * Puts the settings on <html>. Only values that differ are written: each write to the root's
 * attributes makes the browser restyle the whole page, and on a first load they are already there
 * (the server rendered them from the cookie).
 */
export function applyDisplaySettings(settings: DisplaySettings): void {
  const root = document.documentElement;
  for (const [key, value] of Object.entries(displayDataset(settings))) {
    if (root.dataset[key] !== value) root.dataset[key] = value;
  }
  applyDarkClass(settings.theme);
  if (root.dir !== settings.rtlClass) root.dir = settings.rtlClass;
}
