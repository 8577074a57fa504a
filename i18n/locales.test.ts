/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  parse,
  type MessageFormatElement,
  type PluralElement,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

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

function pluralElements(elements: MessageFormatElement[], found: PluralElement[] = []): PluralElement[] {
  for (const element of elements) {
    if (isPluralElement(element)) found.push(element);
    if ('options' in element) {
      for (const option of Object.values(element.options)) pluralElements(option.value, found);
    }
    if ('children' in element) pluralElements(element.children, found);
  }
  return found;
}

/**
 * Words that may read the same as in English: product and platform names, and words these languages
 * use as they are (German "Status", Danish "Platform" and "apps", French "Session", Italian
 * "Password", "Organisation" in Danish, German, French and Swedish). A value identical to English made of anything else is an untranslated string.
 */
const SHARED_WORDS = new Set(
  [
    'account active android app apps applications build bundle code commit email horizontal host id image ios',
    'layout link menu message model name offline online organisation organisations page pagination password',
    'platform session slack status system version vertical web webhook',
  ]
    .join(' ')
    .split(' '),
);

/** The words of a message, its ICU arguments and syntax left out. */
function literalWords(text: string): string[] {
  const words: string[] = [];
  const collect = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isLiteralElement(element)) words.push(...(element.value.toLowerCase().match(/\p{L}+/gu) ?? []));
      if ('options' in element) for (const option of Object.values(element.options)) collect(option.value);
      if ('children' in element) collect(element.children);
    }
  };
  collect(parse(text));
  return words;
}

/** Nothing to translate: only arguments, tags and punctuation ('{name} ({email})'). */
const onlyArguments = (text: string) => literalWords(text).length === 0;

/**
 * Plural categories each language must spell out: those CLDR gives to whole numbers up to 200 (the
 * counts this console shows), apart from Turkish "one", whose noun after a numeral is the same as
 * for "other" ("1 satır", "2 satır"). French, Spanish, Italian and Portuguese "many" only starts at a
 * million, and there "other" reads right with digits.
 */
function requiredPluralCategories(locale: string): string[] {
  const rules = new Intl.PluralRules(locale);
  const used = new Set(Array.from({ length: 201 }, (_, n) => rules.select(n)));
  if (locale === 'tr') used.delete('one');
  return [...used].sort();
}

describe('locales', () => {
  it('offers the 15 languages of the product, English by default', () => {
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

    it('is translated: no English left but names and shared terms, under 10% even with them', () => {
      const same = [...en].filter(([key, text]) => messages.get(key) === text && !onlyArguments(text));
      const untranslated = same
        .filter(([, text]) => literalWords(text).some((word) => !SHARED_WORDS.has(word)))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
      expect(same.length / en.size).toBeLessThanOrEqual(0.1);
    });

    it('spells out the plural forms of its language (ICU categories of CLDR), and no others', () => {
      const required = requiredPluralCategories(locale);
      const known = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
      for (const [key, text] of messages) {
        for (const plural of pluralElements(parse(text))) {
          const categories = Object.keys(plural.options).filter((option) => !option.startsWith('='));
          expect([key, required.filter((category) => !categories.includes(category))]).toEqual([key, []]);
          expect([key, categories.filter((category) => !known.includes(category))]).toEqual([key, []]);
          expect([key, categories]).toEqual([key, expect.arrayContaining(['other'])]);
        }
      }
    });
  });

  /**
   * Buttons whose accessible name (naming the app) replaces their visible words: the name must hold
   * those words, so a voice-control user who says what they see reaches the button (WCAG 2.5.3).
   */
  const NAMED_BUTTONS = [
    ['AppManagement.edit', 'AppManagement.editLabel'],
    ['AppManagement.rotate', 'AppManagement.rotateLabel'],
    ['AppManagement.delete', 'AppManagement.deleteLabel'],
    ['AppKey.reveal', 'AppKey.revealLabel'],
    ['AppKey.copy', 'AppKey.copyLabel'],
    ['AdminApps.suspend', 'AdminApps.suspendLabel'],
    ['AdminApps.resume', 'AdminApps.resumeLabel'],
  ] as const;

  it.each(LOCALES)('%s: a button named after its app still says its visible words', (locale) => {
    const messages = load(locale);
    const lower = (text: string) => text.toLocaleLowerCase(locale);
    for (const [visibleKey, labelKey] of NAMED_BUTTONS) {
      const visible = messages.get(visibleKey) ?? '';
      const label = new IntlMessageFormat(messages.get(labelKey) ?? '', locale).format({ app: 'Acme' });
      expect([labelKey, lower(String(label)).includes(lower(visible))]).toEqual([labelKey, true]);
    }
  });

  it('fr: a no-break space before : ; ? ! and inside « », so no line starts with them', () => {
    const broken = [...load('fr')].filter(([, text]) => /\S [?:!;»]|« /.test(text)).map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it('English spells out one and other wherever it counts', () => {
    const plurals = [...en].flatMap(([key, text]) =>
      pluralElements(parse(text)).map((plural) => ({ key, plural })),
    );
    expect(plurals.length).toBeGreaterThan(0);
    for (const { key, plural } of plurals) {
      expect([key, Object.keys(plural.options)]).toEqual([key, expect.arrayContaining(['one', 'other'])]);
    }
  });
});
