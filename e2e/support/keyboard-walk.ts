import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

import { customerWithDevices, signInContext, waitForShell } from './a11y';
import { expectUsableStops, walkFocus, type FocusStop } from './keyboard';

/**
 * What the keyboard specs share (e2e/a11y-keyboard-*.spec.ts): walking pages with Tab, and a customer to
 * walk them as.
 */

const names = (stops: readonly FocusStop[]) => stops.map((stop) => `${stop.role} "${stop.name}"`);

/**
 * Waits until every wanted control is on the page: the shell is rendered on the server, and a page's
 * own controls come with its data.
 */
export async function waitForStops(page: Page, wanted: readonly string[]): Promise<void> {
  for (const stop of wanted) {
    const [, role, name] = /^(\w+) "(.*)"$/.exec(stop) ?? [];
    await expect(
      page.getByRole(role as Parameters<Page['getByRole']>[0], { name, exact: true }).first(),
      `${stop} on the page`,
    ).toBeAttached();
  }
}

export function expectStops(stops: readonly FocusStop[], wanted: readonly string[], label: string): void {
  const found = names(stops);
  expect(
    wanted.filter((name) => !found.includes(name)),
    `${label}: missing from the Tab order, which was: ${found.join(', ')}`,
  ).toEqual([]);
}

/**
 * Opens each page and walks it with Tab: the shell (sidebar and header) on the first page only, then
 * each page's own content. Every stop must be named and show focus, and the wanted ones must be there.
 */
export async function walkEveryPage(page: Page, expected: Record<string, readonly string[]>): Promise<void> {
  for (const [index, [path, wanted]] of Object.entries(expected).entries()) {
    await page.goto(path);
    await waitForShell(page);
    await waitForStops(page, wanted);
    const stops = await walkFocus(page, { mainOnly: index > 0 });
    expectUsableStops(stops, path);
    expectStops(stops, wanted, path);
  }
}

/** A customer with one app and device, signed in, on the dashboard once it is ready. */
export async function customerOnDashboard(page: Page, context: BrowserContext, request: APIRequestContext) {
  const { customer } = await customerWithDevices(request, { devices: 1 });
  await signInContext(context, customer);
  await page.goto('/');
  await waitForShell(page);
  return customer;
}
