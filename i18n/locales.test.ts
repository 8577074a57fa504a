/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

import {
  isLiteralElement,
  isPoundElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

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

/** The argument and tag names of an ICU message, found by really parsing it (which also proves it is valid ICU). */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (!isLiteralElement(element) && !isPoundElement(element)) names.add(element.value);
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if ('children' in element) argumentNames(element.children, names);
  }
  return names;
}

const placeholders = (text: string) => [...argumentNames(parse(text))].sort();

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
      for (const [key, text] of en)
        expect([key, placeholders(messages.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    });
  });
});
