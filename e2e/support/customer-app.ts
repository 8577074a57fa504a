import type { APIRequestContext } from '@playwright/test';

import { createCustomer, type Account } from './accounts';
import { acceptedHeartbeat, createAppApi, type ApiApp } from './product-api';

/** A customer with one app that has one device online, made through the real API. */
export async function customerWithApp(
  request: APIRequestContext,
  tag: string,
): Promise<{ owner: Account; app: ApiApp }> {
  const owner = await createCustomer(request, `Olive Owner ${tag}`);
  const app = await createAppApi(request, owner.auth.sessionToken, {
    name: `Tide Tracker ${tag}`,
    platform: 'ios',
    bundleId: `com.example.tide.${tag}`,
  });
  await acceptedHeartbeat(request, app.appKey, { deviceId: `iphone-${tag}`, model: 'iPhone 15' });
  return { owner, app };
}
