/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

import { DEFAULT_LOCALE, LOCALES, resolveLocale } from '@/i18n/locales';

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
}

const load = (locale: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'messages', `${locale}.json`), 'utf8')));

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();

describe('locales', () => {
  it('offers the 15 languages of the spec, English by default', () => {
    expect([...LOCALES].sort()).toEqual(
      ['zh', 'da', 'en', 'fr', 'de', 'el', 'hu', 'it', 'ja', 'pl', 'pt', 'ru', 'es', 'sv', 'tr'].sort(),
    );
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('falls back to English for an unknown stored code', () => {
    expect(resolveLocale('xx')).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
    expect(resolveLocale('ja')).toBe('ja');
  });

  const en = load('en');
  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
    const messages = load(locale);

    it('has exactly the keys of en', () => {
      expect([...messages.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('keeps every placeholder of en', () => {
      for (const [key, text] of en) expect([key, placeholders(messages.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    });
  });
});
