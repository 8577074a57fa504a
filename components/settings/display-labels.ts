import type { Animation, Direction, Layout, Menu, Navbar, Theme } from '@/lib/display/settings';
import type en from '@/messages/en.json';

type SettingsKey = keyof (typeof en)['SettingsPanel'];

/** The `SettingsPanel` message naming each display setting's value, as the settings panel says it. */
export const DISPLAY_VALUE_LABELS = {
  theme: { light: 'themeLight', dark: 'themeDark', system: 'themeSystem' } satisfies Record<
    Theme,
    SettingsKey
  >,
  menu: {
    vertical: 'menuVertical',
    'collapsible-vertical': 'menuCollapsible',
    horizontal: 'menuHorizontal',
  } satisfies Record<Menu, SettingsKey>,
  layout: { full: 'layoutFull', 'boxed-layout': 'layoutBoxed' } satisfies Record<Layout, SettingsKey>,
  rtlClass: { ltr: 'directionLtr', rtl: 'directionRtl' } satisfies Record<Direction, SettingsKey>,
  animation: {
    '': 'animationNone',
    'fade-in': 'animationFadeIn',
    'fade-in-up': 'animationFadeInUp',
    'zoom-in': 'animationZoomIn',
  } satisfies Record<Animation, SettingsKey>,
  navbar: {
    'navbar-sticky': 'navbarSticky',
    'navbar-floating': 'navbarFloating',
    'navbar-static': 'navbarStatic',
  } satisfies Record<Navbar, SettingsKey>,
};
