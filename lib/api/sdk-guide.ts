import type { Locale } from '@/i18n/locales';
import type { ItemResponse, SdkGuide, SdkGuideLanguage } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/** The guide in `locale` (English when the server has no such language). */
export function getSdkGuide(baseUrl: string, token: string, locale: Locale): Promise<ItemResponse<SdkGuide>> {
  return httpRequest(`${baseUrl}/api/sdk-guide?locale=${locale}`, { token, noCache: true });
}

/**
 * Admins only; saves the guide in `locale` and leaves the other languages alone; the server keeps the
 * previous versions. `baseUpdatedAt` is the `updatedAt` of the guide the draft started from: when
 * another version of that language was saved since, the save fails with `edit_conflict`.
 */
export function saveSdkGuide(
  baseUrl: string,
  token: string,
  locale: Locale,
  markdown: string,
  baseUpdatedAt: string | null,
): Promise<ItemResponse<SdkGuide>> {
  return httpRequest(`${baseUrl}/api/sdk-guide?locale=${locale}`, {
    method: 'PUT',
    token,
    body: { data: { markdown, baseUpdatedAt } },
  });
}

/** Admins only: the guide's languages, with when each was last saved and which are older than English. */
export function listGuideLanguages(baseUrl: string, token: string): Promise<{ data: SdkGuideLanguage[] }> {
  return httpRequest(`${baseUrl}/api/sdk-guide/languages`, { token, noCache: true });
}
