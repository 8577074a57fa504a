import type { ItemResponse, SdkGuide } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

export function getSdkGuide(baseUrl: string, token: string): Promise<ItemResponse<SdkGuide>> {
  return httpRequest(`${baseUrl}/api/sdk-guide`, { token, noCache: true });
}

/** Admins only; the server keeps the previous versions. */
export function saveSdkGuide(
  baseUrl: string,
  token: string,
  markdown: string,
): Promise<ItemResponse<SdkGuide>> {
  return httpRequest(`${baseUrl}/api/sdk-guide`, { method: 'PUT', token, body: { data: { markdown } } });
}
