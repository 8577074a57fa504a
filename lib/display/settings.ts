import { preferenceCookie } from '@/lib/preferences/stored-preference';

/**
 * Display settings: what they may be, their defaults, and how they travel.
 * Each is kept in localStorage under its own key, and all of them are mirrored to one cookie so the
 * server renders theme, direction and layout right on the first byte.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
const MENUS = ['vertical', 'collapsible-vertical', 'horizontal'] as const;
const LAYOUTS = ['full', 'boxed-layout'] as const;
const DIRECTIONS = ['ltr', 'rtl'] as const;
const ANIMATIONS = ['', 'fade-in', 'fade-in-up', 'zoom-in'] as const;
const NAVBARS = ['navbar-sticky', 'navbar-floating', 'navbar-static'] as const;

export type Theme = (typeof THEMES)[number];
export type Menu = (typeof MENUS)[number];
export type Layout = (typeof LAYOUTS)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type Animation = (typeof ANIMATIONS)[number];
export type Navbar = (typeof NAVBARS)[number];

export interface DisplaySettings {
  theme: Theme;
  menu: Menu;
  layout: Layout;
  rtlClass: Direction;
  animation: Animation;
  navbar: Navbar;
  semidark: boolean;
}

export const DEFAULT_DISPLAY_SETTINGS: Readonly<DisplaySettings> = {
  theme: 'light',
  menu: 'vertical',
  layout: 'full',
  rtlClass: 'ltr',
  animation: '',
  navbar: 'navbar-sticky',
  semidark: false,
};

export const DISPLAY_COOKIE = 'display_settings';
/** localStorage key of each setting. */
export const DISPLAY_STORAGE_KEYS: Readonly<Record<keyof DisplaySettings, string>> = {
  theme: 'theme',
  menu: 'menu',
  layout: 'layout',
  rtlClass: 'rtlClass',
  animation: 'animation',
  navbar: 'navbar',
  semidark: 'semidark',
};

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** Keeps what is valid and puts the default wherever a value is missing or unknown. */
export function sanitizeDisplaySettings(value: unknown): DisplaySettings {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const d = DEFAULT_DISPLAY_SETTINGS;
  return {
    theme: oneOf(THEMES, v.theme, d.theme),
    menu: oneOf(MENUS, v.menu, d.menu),
    layout: oneOf(LAYOUTS, v.layout, d.layout),
    rtlClass: oneOf(DIRECTIONS, v.rtlClass, d.rtlClass),
    animation: oneOf(ANIMATIONS, v.animation, d.animation),
    navbar: oneOf(NAVBARS, v.navbar, d.navbar),
    semidark: v.semidark === true || v.semidark === 'true',
  };
}

export function parseDisplayCookie(raw: string | null | undefined): DisplaySettings {
  if (!raw) return { ...DEFAULT_DISPLAY_SETTINGS };
  for (const candidate of [raw, safeDecode(raw)]) {
    try {
      return sanitizeDisplaySettings(JSON.parse(candidate));
    } catch {
      // try the next form
    }
  }
  return { ...DEFAULT_DISPLAY_SETTINGS };
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The settings as `<html>` data attributes (`data-menu="vertical"`...). The server renders them from the
 * cookie and the browser keeps them in step (components/settings/display-storage.ts). The styles read
 * `data-theme` (system dark with no script) and `data-navbar` with `data-menu` (room for the header
 * when scrolling, app/globals.css); the shell's own copies of menu, layout and navbar style the shell.
 * The others say the page's settings to the end-to-end tests (e2e/display.spec.ts, e2e/support/a11y.ts).
 */
export function displayDataset(settings: DisplaySettings): Record<string, string> {
  return {
    theme: settings.theme,
    menu: settings.menu,
    layout: settings.layout,
    navbar: settings.navbar,
    animation: settings.animation || 'none',
    semidark: String(settings.semidark),
  };
}

/** All the settings in one cookie, as URI-encoded JSON; the server reads it with `parseDisplayCookie`. */
export function serializeDisplayCookie(settings: DisplaySettings): string {
  return preferenceCookie(DISPLAY_COOKIE, encodeURIComponent(JSON.stringify(settings)));
}
