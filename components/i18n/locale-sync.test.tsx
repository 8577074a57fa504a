import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import { act, render } from '@testing-library/react';

import { LocaleSync } from '@/components/i18n/locale-sync';

declare const jest: typeof JestObject;

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/** The zone the browser reports, as `Intl.DateTimeFormat().resolvedOptions()` gives it. */
function browserIn(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone };
  });
}

function clearCookies() {
  for (const entry of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${entry.split('=')[0]}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  refresh.mockClear();
  clearCookies();
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('LocaleSync and the time zone', () => {
  it('tells the server the browser’s zone, and renders again when the page was formatted in another', () => {
    browserIn('Asia/Tokyo');
    render(<LocaleSync serverTimeZone="UTC" />);
    expect(document.cookie).toContain('tz=Asia%2FTokyo');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not render again when the server already used the browser’s zone', () => {
    browserIn('Asia/Tokyo');
    document.cookie = 'tz=Asia%2FTokyo; Path=/';
    render(<LocaleSync serverTimeZone="Asia/Tokyo" />);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('goes by the zone the page was formatted in, not by a cookie another tab has written since', () => {
    browserIn('Asia/Tokyo');
    document.cookie = 'tz=Asia%2FTokyo; Path=/';
    const { rerender } = render(<LocaleSync serverTimeZone="UTC" />);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The render in the browser's zone arrives: nothing more to do.
    rerender(<LocaleSync serverTimeZone="Asia/Tokyo" />);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stores the zone but does not render again for a UTC browser without a cookie (the server’s default)', () => {
    browserIn('UTC');
    render(<LocaleSync serverTimeZone="UTC" />);
    expect(document.cookie).toContain('tz=UTC');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('replaces a stale zone after travel', () => {
    browserIn('America/New_York');
    document.cookie = 'tz=Europe%2FParis; Path=/';
    render(<LocaleSync serverTimeZone="Europe/Paris" />);
    expect(document.cookie).toContain('tz=America%2FNew_York');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('renders once for a language and a zone to catch up together', () => {
    browserIn('Europe/Berlin');
    window.localStorage.setItem('i18nLocale', 'de');
    render(<LocaleSync serverTimeZone="UTC" />);
    expect(document.cookie).toContain('NEXT_LOCALE=de');
    expect(document.cookie).toContain('tz=Europe%2FBerlin');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('LocaleSync and other tabs', () => {
  function otherTabChoosesLanguage(locale: string) {
    window.localStorage.setItem('i18nLocale', locale);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'i18nLocale',
          newValue: locale,
          storageArea: window.localStorage,
        }),
      );
    });
  }

  it('renders again in the language another tab chose, with the cookie in step', () => {
    browserIn('UTC');
    document.cookie = 'tz=UTC; Path=/';
    render(<LocaleSync serverTimeZone="UTC" />);
    expect(refresh).not.toHaveBeenCalled();

    otherTabChoosesLanguage('fr');

    expect(document.cookie).toContain('NEXT_LOCALE=fr');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys, and a language the page already shows', () => {
    browserIn('UTC');
    document.cookie = 'tz=UTC; Path=/';
    render(<LocaleSync serverTimeZone="UTC" />);

    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: window.localStorage }),
      );
    });
    otherTabChoosesLanguage('en');

    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('LocaleSync with site storage blocked', () => {
  it('keeps the page as the server rendered it', () => {
    browserIn('UTC');
    document.cookie = 'tz=UTC; Path=/';
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });

    expect(() => render(<LocaleSync serverTimeZone="UTC" />)).not.toThrow();
    expect(refresh).not.toHaveBeenCalled();
    blocked.mockRestore();
  });
});

describe('LocaleSync and the cookies’ lifetime', () => {
  it('writes the language and zone cookies again on each load, even when they already match', () => {
    // Safari keeps a cookie written by a script for 7 days at most: each visit has to renew it.
    browserIn('Europe/Berlin');
    document.documentElement.lang = 'de';
    window.localStorage.setItem('i18nLocale', 'de');
    document.cookie = 'NEXT_LOCALE=de; Path=/';
    document.cookie = 'tz=Europe%2FBerlin; Path=/';
    const writes = jest.spyOn(document, 'cookie', 'set');

    render(<LocaleSync serverTimeZone="Europe/Berlin" />);

    const written = writes.mock.calls.map(([value]) => String(value));
    expect(written).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^NEXT_LOCALE=de; .*Max-Age=31536000/),
        expect.stringMatching(/^tz=Europe%2FBerlin; .*Max-Age=31536000/),
      ]),
    );
    expect(refresh).not.toHaveBeenCalled();
  });
});
