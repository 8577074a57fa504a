/** @jest-environment node */
import {
  DEFAULT_DISPLAY_SETTINGS,
  parseDisplayCookie,
  sanitizeDisplaySettings,
  serializeDisplayCookie,
} from '@/lib/display/settings';

describe('display settings', () => {
  it('has the product defaults', () => {
    expect(DEFAULT_DISPLAY_SETTINGS).toEqual({
      theme: 'light',
      menu: 'vertical',
      layout: 'full',
      rtlClass: 'ltr',
      animation: '',
      navbar: 'navbar-sticky',
      semidark: false,
    });
  });

  it('keeps valid values and defaults the rest', () => {
    expect(
      sanitizeDisplaySettings({ theme: 'dark', rtlClass: 'rtl', menu: 'sideways', semidark: 'true' }),
    ).toEqual({
      ...DEFAULT_DISPLAY_SETTINGS,
      theme: 'dark',
      rtlClass: 'rtl',
      semidark: true,
    });
  });

  it('round-trips through the cookie and survives garbage', () => {
    const settings = {
      ...DEFAULT_DISPLAY_SETTINGS,
      theme: 'system' as const,
      layout: 'boxed-layout' as const,
    };
    const value = serializeDisplayCookie(settings).split(';')[0].split('=')[1];
    expect(parseDisplayCookie(value)).toEqual(settings);
    expect(parseDisplayCookie(decodeURIComponent(value))).toEqual(settings);
    expect(parseDisplayCookie('%%%')).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(parseDisplayCookie(undefined)).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });
});
