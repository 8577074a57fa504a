/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { LOCALES, type Locale } from '@/i18n/locales';
import { defaultSdkGuide } from '@/lib/server/domain/sdk-guide/default-guide';

/**
 * Each language's word for the old key's grace period, as its Rotate dialog says it (a stem where the
 * language declines it). The guide must use the same word, so a reader finds in the dialog what the
 * guide told them.
 */
const GRACE_TERM: Record<Locale, string> = {
  zh: '宽限期',
  da: 'overgangsperiode',
  en: 'grace period',
  fr: 'période de grâce',
  de: 'Übergangsfrist',
  el: 'χάριτος',
  hu: 'türelmi időszak',
  it: 'periodo di tolleranza',
  ja: '猶予期間',
  pl: 'przejściow',
  pt: 'período de carência',
  ru: 'льготн',
  es: 'periodo de gracia',
  sv: 'övergångsperiod',
  tr: 'ek süre',
};

type Messages = {
  AppManagement: Record<string, string>;
  AppKeys: Record<string, string>;
};

const messages = (locale: Locale): Messages =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));

/** The guide's part about the app key: from the key and URL list to the first section heading. */
const keySection = (guide: string) => {
  const start = guide.indexOf('`{{INGEST_URL}}`');
  return guide.slice(start, guide.indexOf('\n## ', start));
};

describe.each(LOCALES)('the default guide in %s on rotating the app key', (locale) => {
  const guide = defaultSdkGuide(locale);
  const section = keySection(guide);
  const { AppManagement: dialog, AppKeys: keys } = messages(locale);
  const term = GRACE_TERM[locale];
  const lower = (text: string) => text.toLocaleLowerCase(locale);

  it('uses the Rotate dialog’s word for the grace period', () => {
    expect(lower(dialog.graceNone)).toContain(lower(term));
    expect(lower(section)).toContain(lower(term));
  });

  it('names the dialog, its choices with 24 hours marked as the default, and Revoke now', () => {
    expect(section).toContain(`**${dialog.rotate}**`);
    for (const choice of [dialog.grace1h, dialog.grace7d]) expect(section).toContain(choice);
    expect(section).toContain(`**${dialog.grace24h}**`);
    expect(section).toContain(`**${keys.title}**`);
    expect(section).toContain(`**${keys.revoke}**`);
    // What happens to the old key once its grace period is over.
    expect(section).toContain('`401 invalid_app_key`');
  });

  it('says a 401 after a rotation comes once the grace period is over', () => {
    const row = guide.split('\n').find((line) => line.startsWith('| `401 invalid_app_key` |'));
    expect(lower(row ?? '')).toContain(lower(term));
  });
});

describe('the English guide', () => {
  it('no longer says the old key stops working at once on every rotation', () => {
    expect(defaultSdkGuide('en')).not.toMatch(/old key stops\s+working at once/);
  });
});
