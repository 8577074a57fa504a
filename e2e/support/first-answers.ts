import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { customerWithDevices, signInContext } from './a11y';
import type { ConsoleWatch } from './console-watch';

/**
 * The page's own scripts never run: what is laid out is the server's HTML (and React's inline
 * scripts), under the loader that covers a first load until the page's scripts have run.
 */
export async function withoutScripts(page: Page, consoleWatch: ConsoleWatch): Promise<void> {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  consoleWatch.allow(/^Failed to load resource: net::ERR_FAILED$/);
}

/** A new customer with one device, signed in in `context`; the device's page. */
export async function signedInWithDevice(context: BrowserContext, request: APIRequestContext) {
  const { customer, app, deviceIds } = await customerWithDevices(request, { devices: 1 });
  await signInContext(context, customer);
  return { app, deviceId: deviceIds[0], path: `/online-devices/${app.id}/${deviceIds[0]}` };
}
