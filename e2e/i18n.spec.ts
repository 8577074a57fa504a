import fs from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import {
  adminAccount,
  customerWithDevices,
  seedLanguage,
  settleAnimations,
  signInContext,
  waitForShell,
} from './support/a11y';
import { createCustomer } from './support/accounts';
import { acceptedHeartbeat, createAppApi, runTag } from './support/product-api';
import { cookieOf } from './support/records';
import { expect, test } from './support/test';

type Catalogue = Record<string, Record<string, string>>;
const catalogue = (locale: string): Catalogue =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'messages', `${locale}.json`), 'utf8'));

/**
 * What breaks a layout when a translation is long: the page scrolling sideways, and text cut off
 * where it cannot be read in full (no ellipsis with the whole text in a title). Scroll areas (a wide
 * table) are fine: they scroll.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    }
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    // Seen, so readable or not: a control laid transparent over an icon (the language select on a
    // phone, opened from the globe) shows no text of its own to cut.
    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      (el as HTMLElement).offsetWidth > 1;
    const titled = (el: Element) => {
      const title = el.closest('[title]')?.getAttribute('title') ?? '';
      const text = (el.textContent ?? '').trim();
      return title.length > 0 && title.includes(text);
    };
    for (const el of document.querySelectorAll(
      'header *, aside *, main *, [role="dialog"] *, [role="alertdialog"] *',
    )) {
      if (!shown(el) || !(el.textContent ?? '').trim()) continue;
      const style = getComputedStyle(el);
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const control = el.matches('button, a, label, th, h1, h2, h3, [role="menuitem"]');
      if (!clips && !control) continue;
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      // Cut on purpose: an ellipsis, and the full text a pointer away.
      if (clips && style.textOverflow === 'ellipsis' && titled(el)) continue;
      problems.push(`${describe(el)} is cut off (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return [...new Set(problems)];
  });
}

async function expectLayoutHolds(page: Page, label: string): Promise<void> {
  expect(await layoutProblems(page), label).toEqual([]);
}

const WIDTHS = [1280, 390] as const;

/** The same page at each width in turn (a resize lays it out again, as on a phone turned or a window narrowed). */
async function expectLayoutHoldsAtEveryWidth(page: Page, label: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // What reacts to the width (the sidebar closing, the page's padding) has finished moving.
    await settleAnimations(page);
    await expectLayoutHolds(page, `${label} at ${width}px`);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
}

for (const locale of ['de', 'el', 'hu'] as const) {
  test(`long translations (${locale}) keep every page in shape at ${WIDTHS.join(' and ')}px`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const messages = catalogue(locale);
    const { customer } = await customerWithDevices(request, { devices: 2 });
    await seedLanguage(context, locale);

    await page.goto('/auth/signin');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: messages.SignInPage.heading })).toBeVisible();
    await expectLayoutHoldsAtEveryWidth(page, `${locale} /auth/signin`);

    await signInContext(context, customer);
    for (const [url, title] of [
      ['/', messages.DashboardPage.title],
      ['/app-management', messages.AppManagementPage.title],
      ['/online-devices', messages.OnlineDevicesPage.title],
      ['/sdk-integration-guide', messages.SdkGuidePage.title],
    ]) {
      await page.goto(url);
      await waitForShell(page);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectLayoutHoldsAtEveryWidth(page, `${locale} ${url}`);
    }

    // The header's menu and the settings panel, open.
    await page.getByRole('button', { name: customer.name, exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectLayoutHolds(page, `${locale} ${WIDTHS[0]}px user menu`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: messages.Header.openSettings, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectLayoutHoldsAtEveryWidth(page, `${locale} settings panel`);
  });
}

test("the settings panel holds every language's option names (three to a row)", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const locales = fs
    .readdirSync(path.join(__dirname, '..', 'messages'))
    .map((file) => file.replace(/\.json$/, ''));
  expect(locales).toHaveLength(15);
  const { customer } = await customerWithDevices(request, { devices: 1 });
  await signInContext(context, customer);
  for (const locale of locales) {
    const messages = catalogue(locale);
    await seedLanguage(context, locale);
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('button', { name: messages.Header.openSettings, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectLayoutHoldsAtEveryWidth(page, `${locale} settings panel`);
  }
});

test('long translations keep the admin pages in shape (de, el, hu)', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await customerWithDevices(request, { devices: 1 });
  await signInContext(context, await adminAccount(request));
  // The admin pages' own parts: the customers' pages and the shell are checked above.
  for (const locale of ['de', 'el', 'hu'] as const) {
    const messages = catalogue(locale);
    await seedLanguage(context, locale);
    for (const [url, title] of [
      ['/admin-dashboard', messages.AdminDashboardPage.title],
      ['/admin/app-management', messages.AppManagementPage.title],
      ['/test', messages.DiagnosticsPage.title],
    ] as const) {
      await page.goto(url);
      await waitForShell(page);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectLayoutHoldsAtEveryWidth(page, `${locale} ${url}`);
    }
  }
});

test('long names without a break (an app, a customer) wrap and keep every page in shape', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = runTag();
  // As long as the API allows (100 characters), in one word, as a careless paste or a bundle id would be.
  const appName = `FieldServiceTechnicianCompanion${tag}`.padEnd(100, 'X');
  const customer = await createCustomer(request, `Maximiliana${tag}`.padEnd(100, 'Y'));
  const app = await createAppApi(request, customer.auth.sessionToken, {
    name: appName,
    platform: 'android',
    bundleId: `com.example.${'longbundle'.repeat(15)}.${tag}`,
  });
  await acceptedHeartbeat(request, app.appKey, { deviceId: `long-${tag}`, model: 'Pixel 8' });

  await signInContext(context, customer);
  for (const url of ['/', '/app-management', '/online-devices', '/sdk-integration-guide']) {
    await page.goto(url);
    await waitForShell(page);
    await expect(page.getByText(appName).first()).toBeAttached();
    await expectLayoutHoldsAtEveryWidth(page, url);
  }
  // The delete confirmation names the app in its title.
  await page.goto('/app-management');
  await waitForShell(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await expect(page.getByRole('alertdialog')).toContainText(appName);
  await expectLayoutHolds(page, '390px delete confirmation');
  await page.keyboard.press('Escape');

  await context.clearCookies();
  await signInContext(context, await adminAccount(request));
  for (const url of [
    '/admin-dashboard',
    '/admin/user-dashboard',
    '/admin/app-management',
    '/admin/online-devices',
  ]) {
    await page.goto(url);
    await waitForShell(page);
    await expectLayoutHoldsAtEveryWidth(page, `admin ${url}`);
  }
});

test.describe('in the reader’s time zone', () => {
  // As far from UTC as time zones go: a date shown in the server's zone could not pass for this one.
  test.use({ timezoneId: 'Pacific/Kiritimati', locale: 'de-DE' });

  test('dates and times show in the browser’s time zone, formatted for the language', async ({
    page,
    context,
    request,
  }) => {
    const { customer, deviceIds } = await customerWithDevices(request, { devices: 1 });
    await signInContext(context, customer);
    await seedLanguage(context, 'de');
    await page.goto('/online-devices');
    await waitForShell(page);
    await expect.poll(() => cookieOf(context, 'tz')).toBe('Pacific%2FKiritimati');

    const row = page.getByRole('row').filter({ hasText: deviceIds[0] });
    const lastSeen = row.locator('time').first();
    const iso = await lastSeen.getAttribute('datetime');
    const expected = new Intl.DateTimeFormat('de', {
      dateStyle: 'medium',
      timeStyle: 'medium',
      timeZone: 'Pacific/Kiritimati',
    }).format(new Date(iso!));
    await expect(lastSeen).toHaveAttribute('title', expected);
    // Relative, in German.
    await expect(lastSeen).toHaveText(/^(vor \d+ \S+|jetzt)$/);

    // After a reload the server already renders in that zone: no second refresh is needed.
    await page.reload();
    await waitForShell(page);
    await expect(row.locator('time').first()).toHaveAttribute('title', expected);
  });
});
