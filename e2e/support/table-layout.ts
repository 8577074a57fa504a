import type { BrowserContext, Locator, Page } from '@playwright/test';

import { seedDisplay, signInContext, THEME_MODES, waitForShell } from './a11y';
import { createCustomer } from './accounts';
import { seedLocalStorage } from './records';
import { waitForHydration } from './ui';
import { DEVICE_COLUMN_IDS } from '../../lib/api/types';

/**
 * What the table layout specs share (e2e/table-layout-*.spec.ts): the table's scroll container and boxes,
 * and a new customer's empty table.
 */

export type Box = { left: number; right: number; top: number; bottom: number };

export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const DARK = THEME_MODES.find((mode) => mode.name === 'dark')!;

/** The table's horizontal scroll container: the element around the <table>. */
export function scroller(page: Page): Locator {
  return page.getByRole('table').locator('xpath=..');
}

export async function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  });
}

/** Scrolls the table to the far end of its rows (the left in RTL), or back to the start. */
export async function scrollTable(page: Page, to: 'start' | 'end'): Promise<void> {
  await scroller(page).evaluate((element, where) => {
    const rtl = getComputedStyle(element).direction === 'rtl';
    const far = element.scrollWidth;
    element.scrollLeft = where === 'start' ? 0 : rtl ? -far : far;
  }, to);
}

/** Whether the table is wider than what it shows (it scrolls sideways). */
export async function tableScrolls(page: Page): Promise<boolean> {
  return scroller(page).evaluate((element) => element.scrollWidth > element.clientWidth + 1);
}

/**
 * Shows every column of the devices tables, as a user who added them all in Columns: the table is
 * then wider than a laptop's screen and scrolls sideways (its defaults fit; e2e/table-layout-fit.spec.ts).
 */
export async function showEveryDeviceColumn(context: BrowserContext): Promise<void> {
  const all = JSON.stringify(Object.fromEntries(DEVICE_COLUMN_IDS.map((id) => [id, true])));
  await seedLocalStorage(context, {
    'table:online-devices:columns': all,
    'table:admin-online-devices:columns': all,
  });
}

/** Opens a page as a new customer without apps: an empty devices table, every column shown. */
export async function newCustomerOn(page: Page, path: string, dir: 'ltr' | 'rtl', width: number) {
  const context = page.context();
  await signInContext(context, await createCustomer(context.request, 'Nia Newcomer'));
  await seedDisplay(context, { rtlClass: dir, theme: 'light' });
  await showEveryDeviceColumn(context);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await waitForShell(page);
  // The columns chosen in this browser apply once the table has hydrated: the server renders the defaults.
  await waitForHydration(page.getByRole('table'));
}
