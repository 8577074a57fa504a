import type { VersionAdoption, VersionRegressions } from '@/lib/api/contract/versions';
import type { ItemResponse } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/** An app's version adoption and regressions (docs/product.md, Version adoption). */
const appPath = (baseUrl: string, appId: string) => `${baseUrl}/api/apps/${encodeURIComponent(appId)}`;

export function getVersionAdoption(
  baseUrl: string,
  token: string,
  appId: string,
): Promise<ItemResponse<VersionAdoption>> {
  return httpRequest(`${appPath(baseUrl, appId)}/versions`, { token, noCache: true });
}

export function getVersionRegressions(
  baseUrl: string,
  token: string,
  appId: string,
): Promise<ItemResponse<VersionRegressions>> {
  return httpRequest(`${appPath(baseUrl, appId)}/regressions`, { token, noCache: true });
}
