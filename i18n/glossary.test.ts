/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

import {
  isArgumentElement,
  isLiteralElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

import { GLOSSARY } from '@/i18n/glossary';

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const load = (locale: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'messages', `${locale}.json`), 'utf8')));

/** Where an argument, a tag or a plural branch stands between words: no variant is matched across it. */
const GAP = '\u0000';

/** The words of a message: its literal text, its arguments ("{app}") and tag names left out. */
function literalText(text: string): string {
  const parts: string[] = [];
  const collect = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isLiteralElement(element)) parts.push(element.value);
      else parts.push(GAP);
      if (isArgumentElement(element)) continue;
      if ('options' in element) {
        for (const option of Object.values(element.options)) {
          collect(option.value);
          parts.push(GAP);
        }
      }
      if ('children' in element) {
        collect(element.children);
        parts.push(GAP);
      }
    }
  };
  collect(parse(text));
  return parts.join('');
}

/**
 * A variant is a whole word (or words): not part of a longer word of an alphabet, nor the tail of a
 * dotted name ("com.example.app"). Chinese and Japanese have no spaces, so their words are matched anywhere.
 */
const WORD = '\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}\\p{N}_';
const variantPattern = (variant: string) => new RegExp(`(?<![${WORD}.])(?:${variant})(?![${WORD}])`, 'giu');

describe.each(Object.entries(GLOSSARY))('%s glossary', (locale, entries) => {
  const messages = load(locale);

  it('names no variant of a key term that the catalogue does not use', () => {
    const found: string[] = [];
    for (const [key, text] of messages) {
      const words = literalText(text);
      for (const { term, preferred, forbidden, keys } of entries) {
        if (keys && !keys.test(key)) continue;
        for (const variant of forbidden) {
          for (const [match] of words.matchAll(variantPattern(variant))) {
            found.push(`${key}: "${match}" for ${term} (the catalogue says "${preferred}")`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('uses each preferred term somewhere, so the glossary follows the catalogue', () => {
    const lower = (text: string) => text.toLocaleLowerCase(locale);
    const missing = entries
      .filter(({ preferred, keys }) =>
        messages.every(
          ([key, text]) => (keys && !keys.test(key)) || !lower(literalText(text)).includes(lower(preferred)),
        ),
      )
      .map(({ term, preferred }) => `${term}: ${preferred}`);
    expect(missing).toEqual([]);
  });
});

describe('the glossary test', () => {
  it('finds a variant in words, not in arguments, tags or dotted names', () => {
    const pattern = (text: string) => literalText(text).match(variantPattern('apps?'))?.[0];
    expect(pattern('Versão do SO/app')).toBe('app');
    expect(pattern('Abrir <link>App</link>')).toBe('App');
    expect(pattern('Reativar {app}')).toBeUndefined();
    expect(pattern('Por exemplo, com.example.app.')).toBeUndefined();
    expect(pattern('Aplicativos')).toBeUndefined();
    expect(pattern('{count, plural, one {# app} other {# aplicativos}}')).toBe('app');
    expect(literalText('ログイン').match(variantPattern('サインイン'))).toBeNull();
    expect(literalText('サインインには').match(variantPattern('サインイン'))?.[0]).toBe('サインイン');
  });
});
