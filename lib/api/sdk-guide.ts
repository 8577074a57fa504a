import type { ItemResponse, SdkGuide } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

export function getSdkGuide(baseUrl: string, token: string): Promise<ItemResponse<SdkGuide>> {
  return httpRequest(`${baseUrl}/api/sdk-guide`, { token, noCache: true });
}

/**
 * Admins only; the server keeps the previous versions. `baseUpdatedAt` is the `updatedAt` of the guide
 * the draft started from: when another version was saved since, the save fails with `edit_conflict`.
 */
export function saveSdkGuide(
  baseUrl: string,
  token: string,
  markdown: string,
  baseUpdatedAt: string | null,
): Promise<ItemResponse<SdkGuide>> {
  return httpRequest(`${baseUrl}/api/sdk-guide`, {
    method: 'PUT',
    token,
    body: { data: { markdown, baseUpdatedAt } },
  });
}
