import {
  DISPLAY_STORAGE_KEYS,
  displayDataset,
  sanitizeDisplaySettings,
  serializeDisplayCookie,
  type DisplaySettings,
} from '@/lib/display/settings';

/**
 * Display settings in the browser: localStorage (one key per setting, the source of truth), the
 * cookie mirror the server reads, and the attributes of <html> that the styles key on.
 */
const SETTING_NAMES = Object.keys(DISPLAY_STORAGE_KEYS) as (keyof DisplaySettings)[];
export const DISPLAY_KEY_SET: ReadonlySet<string> = new Set(Object.values(DISPLAY_STORAGE_KEYS));
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Each valid stored setting, over `fallback`; a missing or unknown stored value keeps the fallback's. */
export function readStoredDisplaySettings(fallback: DisplaySettings): DisplaySettings {
  const result = { ...fallback };
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    // Storage the browser refuses (a SecurityError) holds nothing: the cookie's settings stay.
    return result;
  }
  for (const name of SETTING_NAMES) {
    const raw = storage.getItem(DISPLAY_STORAGE_KEYS[name]);
    if (raw === null) continue;
    const value = name === 'semidark' ? raw === 'true' : raw;
    if (name === 'semidark' && raw !== 'true' && raw !== 'false') continue;
    // sanitize puts the default where a value is unknown: keep the value only when it survives.
    if (sanitizeDisplaySettings({ ...fallback, [name]: value })[name] === value) {
      Object.assign(result, { [name]: value });
    }
  }
  return result;
}

export function sameDisplaySettings(a: DisplaySettings, b: DisplaySettings): boolean {
  return SETTING_NAMES.every((name) => a[name] === b[name]);
}

export function persistDisplaySettings(settings: DisplaySettings): void {
  try {
    for (const name of SETTING_NAMES) {
      window.localStorage.setItem(DISPLAY_STORAGE_KEYS[name], String(settings[name]));
    }
  } catch {
    // Storage refused: the cookie alone carries the settings.
  }
  document.cookie = serializeDisplayCookie(settings);
}

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/** Spec 4: dark adds the dark style; system follows the device's preference. */
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
