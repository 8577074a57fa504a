/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { GLOSSARY } from '@/i18n/glossary';
import { LOCALES } from '@/i18n/locales';
import { DEFAULT_SDK_GUIDE, defaultSdkGuide } from '@/lib/server/domain/sdk-guide/default-guide';

/** The fenced code blocks of a guide, fences and language included, in order. */
const codeBlocks = (markdown: string) => markdown.match(/^~~~[a-z]*\n[\s\S]*?\n~~~$/gm) ?? [];

/**
 * The prose of a guide: without its code blocks, inline code and the names that stay as they are in
 * every language (Apple's "App Transport Security", the readable model's example).
 */
const prose = (markdown: string) =>
  markdown
    .replace(/^~~~[\s\S]*?\n~~~$/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replaceAll('App Transport Security', '')
    .replaceAll('Chrome 131 on Linux', '');

describe('DEFAULT_SDK_GUIDE', () => {
  it('gives the online window as the default it is, since ONLINE_WINDOW_SECONDS can change it', () => {
    // Every mention of the window's length says it is the default, never a fixed duration.
    expect(DEFAULT_SDK_GUIDE).toContain('online window');
    expect(DEFAULT_SDK_GUIDE.split('(5 minutes by default)').join('')).not.toMatch(/\b5 minutes/);
  });

  it('embeds the tested readableModel in the web snippet, and no include line is left', () => {
    const source = fs.readFileSync(
      path.join(process.cwd(), 'content', 'sdk-guide', 'readable-model.ts'),
      'utf8',
    );
    const body = source
      .slice(source.indexOf('export function readableModel'))
      .replace('export ', '')
      .trimEnd();
    const web = codeBlocks(DEFAULT_SDK_GUIDE).find((block) => block.startsWith('~~~typescript'));
    expect(web).toContain(body);
    expect(web).toContain('model: readableModel(navigator.userAgent)');
    for (const locale of LOCALES) expect(defaultSdkGuide(locale)).not.toContain('<<readable-model.ts>>');
  });
});

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the default guide in %s', (locale) => {
  const guide = defaultSdkGuide(locale);

  it('has exactly the English code blocks, in the same order', () => {
    expect(codeBlocks(DEFAULT_SDK_GUIDE)).toHaveLength(10);
    expect(codeBlocks(guide)).toEqual(codeBlocks(DEFAULT_SDK_GUIDE));
  });

  it('keeps the placeholders, the sections and the tables', () => {
    const count = (markdown: string, pattern: RegExp) => (markdown.match(pattern) ?? []).length;
    for (const placeholder of [
      /\{\{APP_KEY\}\}/g,
      /\{\{INGEST_URL\}\}/g,
      /^## /gm,
      /^\| --- /gm,
      /^\| `/gm,
    ]) {
      expect(count(guide, placeholder)).toBe(count(DEFAULT_SDK_GUIDE, placeholder));
    }
  });

  it('is translated, with the catalogue’s key terms', () => {
    // No English sentence is left in the prose.
    expect(prose(guide)).not.toMatch(/\b(?:the|your|heartbeat|device)\b/i);
    const words = prose(guide).toLocaleLowerCase(locale);
    const entries = GLOSSARY[locale as Exclude<typeof locale, 'en'>].filter((entry) => !entry.keys);
    for (const { term, forbidden } of entries) {
      for (const variant of forbidden) {
        const pattern = new RegExp(`(?<![\\p{L}\\p{N}_.])(?:${variant})(?![\\p{L}\\p{N}_])`, 'iu');
        expect({ term, found: words.match(pattern)?.[0] }).toEqual({ term, found: undefined });
      }
    }
  });
});
