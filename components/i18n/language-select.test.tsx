import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LanguageSelect } from '@/components/i18n/language-select';
import { LocaleSync } from '@/components/i18n/locale-sync';
import { clearCookies, readCookie, renderWithProviders } from '@/test/components/shell';

// The global `jest`, typed: next/jest hoists `jest.mock` only when it is called on the global.
declare const jest: typeof JestObject;

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: mockRefresh, push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

beforeEach(() => {
  window.localStorage.clear();
  clearCookies();
  mockRefresh.mockClear();
  document.documentElement.lang = 'en';
});

describe('LanguageSelect', () => {
  it('offers the 15 languages, each named in its own language', () => {
    renderWithProviders(<LanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(15);
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['English', 'Deutsch', '中文', 'Ελληνικά', '日本語', 'Türkçe']),
    );
    expect(within(select).getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr');
  });

  it('stores the choice, writes the NEXT_LOCALE cookie and refreshes the server components', async () => {
    const user = userEvent.setup();
    const cookieWrites: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      cookie.set!.call(document, value);
    });
    renderWithProviders(<LanguageSelect />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');

    expect(window.localStorage.getItem('i18nLocale')).toBe('de');
    expect(readCookie('NEXT_LOCALE')).toBe('de');
    expect(cookieWrites).toContain('NEXT_LOCALE=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(mockRefresh).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  });
});

describe('LocaleSync', () => {
  it('makes the cookie follow a stored language that differs, and refreshes', () => {
    window.localStorage.setItem('i18nLocale', 'fr');
    render(<LocaleSync serverTimeZone="UTC" />);
    expect(readCookie('NEXT_LOCALE')).toBe('fr');
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });

  it('replaces an unknown stored code by English', () => {
    document.documentElement.lang = 'de';
    window.localStorage.setItem('i18nLocale', 'xx');
    render(<LocaleSync serverTimeZone="UTC" />);
    expect(window.localStorage.getItem('i18nLocale')).toBe('en');
    expect(readCookie('NEXT_LOCALE')).toBe('en');
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });

  it('renders nothing again when the stored language is the current one, or none is stored', () => {
    window.localStorage.setItem('i18nLocale', 'en');
    const { unmount } = render(<LocaleSync serverTimeZone="UTC" />);
    unmount();
    // The cookie is written again all the same (see locale-sync.test.tsx): none is written without a choice.
    document.cookie = 'NEXT_LOCALE=; Path=/; Max-Age=0';
    window.localStorage.clear();
    render(<LocaleSync serverTimeZone="UTC" />);
    expect(readCookie('NEXT_LOCALE')).toBeUndefined();
    expect(mockRefresh).not.toHaveBeenCalled();
  });
});
