import 'server-only';

import { max } from 'drizzle-orm';

import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales';
import type { SdkGuideLanguage } from '@/lib/api/types';
import { getDb } from '@/lib/server/db/client';
import { sdkGuideVersions } from '@/lib/server/db/schema';

/**
 * Every language of the guide with its last save, for the admin's editor. A language is "older than
 * English" when English was saved after it, or when English was saved and it never was: its text may
 * lack what English last changed. English itself and the languages of a never-edited guide are not.
 */
export async function listGuideLanguages(): Promise<SdkGuideLanguage[]> {
  const rows = await (
    await getDb()
  )
    .select({ locale: sdkGuideVersions.locale, lastSaved: max(sdkGuideVersions.createdAt) })
    .from(sdkGuideVersions)
    .groupBy(sdkGuideVersions.locale);
  const saved = new Map(rows.map((row) => [row.locale, row.lastSaved]));
  const english = saved.get(DEFAULT_LOCALE)?.getTime();
  return LOCALES.map((locale) => {
    const at = saved.get(locale) ?? null;
    const older =
      locale !== DEFAULT_LOCALE && english !== undefined && (at === null || at.getTime() < english);
    return { locale, updatedAt: at ? at.toISOString() : null, olderThanEnglish: older };
  });
}
