import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { adminAccount, seedLanguage, signInContext, waitForShell } from './support/a11y';
import { createCustomer } from './support/accounts';
import { acceptedHeartbeat, createAppApi, runTag } from './support/product-api';
import { scroller } from './support/table-layout';
import { expect, test } from './support/test';

/**
 * At a laptop's width (1280 and 1366 px, the sidebar open) every devices table and the admin's apps
 * tables show their default columns without scrolling sideways, "Last seen" among the devices' ones:
 * each header and cell lies inside the table's visible box, no badge is cut, and the Columns menu
 * shows all its items. In English and in German (longer words). Columns a user adds may scroll
 * (e2e/table-layout-scrolling.spec.ts). The audit logs (a customer's and the admins') fit the same widths
 * with every column, their longest rows included: a browser's user agent, several changes, long names.
 */

const WIDTHS = [1280, 1366] as const;
const LOCALES = [
  {
    locale: 'en',
    lastSeen: 'Last seen',
    columns: 'Columns',
    suspended: 'Suspended',
    search: 'Search',
    auditChange: 'Online window: 10 seconds → 1 hour',
  },
  {
    locale: 'de',
    lastSeen: 'Zuletzt gesehen',
    columns: 'Spalten',
    suspended: 'Gesperrt',
    search: 'Suchen',
    auditChange: 'Online-Zeitfenster: 10 Sekunden → 1 Stunde',
  },
] as const;

/** A desktop browser's user agent, as long as the ones the log records. */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';

/** Every header and cell of the table (its message rows aside) that sticks out of its visible box. */
async function outsideCells(page: Page) {
  return page.getByRole('table').evaluate((table) => {
    const view = table.parentElement!.getBoundingClientRect();
    const cells = table.querySelectorAll('thead th, tbody tr:not([data-testid]) td');
    return [...cells]
      .filter((cell) => cell.getAttribute('colspan') === null)
      .map((cell) => ({ text: cell.textContent?.trim().slice(0, 40), box: cell.getBoundingClientRect() }))
      .filter(({ box }) => box.left < view.left - 1 || box.right > view.right + 1)
      .map(({ text }) => text);
  });
}

/** Badges and buttons of the table whose text is cut (wider than what they show). */
async function cutLabels(page: Page) {
  return page
    .getByRole('table')
    .evaluate((table) =>
      [...table.querySelectorAll('tbody span.rounded-full, tbody button')]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent?.trim()),
    );
}

async function expectFits(page: Page, label: string) {
  await expect(page.getByRole('table').locator('tbody tr:not([data-testid])').first()).toBeVisible();
  expect(await outsideCells(page), `${label}: cells outside the visible table`).toEqual([]);
  const scrolls = await scroller(page).evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  expect(scrolls, `${label}: the table does not scroll sideways`).toBe(false);
  expect(await cutLabels(page), `${label}: cut badges or buttons`).toEqual([]);
}

/** The Columns menu opens with every item in view and none scrolled away inside it. */
async function expectWholeColumnMenu(page: Page, name: string, label: string) {
  await page.getByRole('button', { name }).click();
  const menu = page
    .getByRole('group')
    .filter({ has: page.getByRole('checkbox') })
    .last();
  await expect(menu).toBeVisible();
  const viewport = page.viewportSize()!;
  const boxes = await menu
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.closest('label')!.getBoundingClientRect()));
  const panel = await menu.evaluate((element) => ({
    box: element.getBoundingClientRect(),
    scrolls: element.scrollHeight > element.clientHeight + 1,
  }));
  expect(panel.scrolls, `${label}: the menu shows all its items`).toBe(false);
  for (const box of boxes) {
    expect(box.bottom, `${label}: an item below the screen`).toBeLessThanOrEqual(viewport.height);
    expect(box.bottom, `${label}: an item below the menu`).toBeLessThanOrEqual(panel.box.bottom + 1);
  }
  await page.keyboard.press('Escape');
}

/** A customer whose app has a long name and devices with long ids (a UUID, as many SDKs send). */
async function customerWithLongIds(request: APIRequestContext) {
  const customer = await createCustomer(request, 'Maximiliane Wolkenstein-Rodenegg');
  const app = await createAppApi(request, customer.auth.sessionToken, {
    name: `Warehouse Scanner Professional ${runTag()}`,
    platform: 'android',
    bundleId: `com.example.warehouse.scanner.${runTag()}`,
  });
  const deviceIds = [randomUUID(), `${randomUUID()}-${randomUUID()}`];
  for (const deviceId of deviceIds) {
    await acceptedHeartbeat(request, app.appKey, {
      deviceId,
      platform: 'android',
      osVersion: '14',
      model: 'Pixel 8 Pro',
      sdkVersion: '1.4.0',
      appVersion: '2.3.1',
    });
  }
  return { customer, app, deviceIds };
}

/**
 * A customer and an app whose names are one word as long as the API allows (100 characters, a careless
 * paste), with a device: the newest rows of the admin's tables, which must wrap them, not widen.
 */
async function customerWithOneWordNames(request: APIRequestContext) {
  const tag = runTag();
  const customer = await createCustomer(request, `Maximiliana${tag}`.padEnd(100, 'Y'));
  const app = await createAppApi(request, customer.auth.sessionToken, {
    name: `FieldServiceTechnicianCompanion${tag}`.padEnd(100, 'X'),
    platform: 'android',
    bundleId: `com.example.${'longbundle'.repeat(15)}.${tag}`,
  });
  await acceptedHeartbeat(request, app.appKey, { deviceId: `long-${tag}`, model: 'Pixel 8' });
}

/**
 * A customer with a long name whose log holds wide entries, made from a desktop browser: an app with a long
 * name and bundle id created, its online window changed, its key rotated with a grace period.
 */
async function customerWithWideAuditLog(request: APIRequestContext) {
  const customer = await createCustomer(request, 'Maximiliane Wolkenstein-Rodenegg');
  const headers = { Authorization: `Bearer ${customer.auth.sessionToken}`, 'User-Agent': DESKTOP_CHROME };
  const created = await request.post('/api/apps', {
    headers,
    data: {
      name: `Warehouse Scanner Professional ${runTag()}`,
      platform: 'android',
      bundleId: `com.example.warehouse.scanner.professional.${runTag()}`,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  for (const onlineWindowSeconds of [10, 3600]) {
    const patch = await request.patch(`/api/apps/${id}`, { headers, data: { onlineWindowSeconds } });
    expect(patch.status()).toBe(200);
  }
  const rotate = await request.post(`/api/apps/${id}/rotate-key`, { headers, data: { graceSeconds: 3600 } });
  expect(rotate.status()).toBe(200);
  return customer;
}

for (const { locale, lastSeen, columns, suspended, search, auditChange } of LOCALES) {
  for (const who of ['customer', 'admin'] as const) {
    test(`the ${who}'s audit log fits at 1280 and 1366 px, ${locale}`, async ({ page, context, request }) => {
      const customer = await customerWithWideAuditLog(request);
      await signInContext(context, who === 'admin' ? await adminAccount(request) : customer);
      await seedLanguage(context, locale);
      const path =
        who === 'admin' ? `/admin/audit-log?actor=${encodeURIComponent(customer.email)}` : '/audit-log';
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await waitForShell(page);
        const table = page.getByRole('table');
        await expect(table.getByText(auditChange)).toBeVisible();
        await expect(table.getByRole('button', { name: /^Chrome 150/ }).first()).toBeVisible();
        await expectFits(page, `${path} ${locale} ${width}`);
      }
    });
  }

  test(`the customer's devices table fits at 1280 and 1366 px, ${locale}`, async ({
    page,
    context,
    request,
  }) => {
    const { customer, deviceIds } = await customerWithLongIds(request);
    await signInContext(context, customer);
    await seedLanguage(context, locale);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/online-devices');
      await waitForShell(page);
      await expect(page.getByRole('columnheader', { name: lastSeen })).toBeVisible();
      await expectFits(page, `${locale} ${width}`);
      // A long id keeps to one line, cut short, the whole of it on hover.
      const id = page.getByRole('cell').getByText(deviceIds[1], { exact: true });
      await expect(id).toHaveAttribute('title', deviceIds[1]);
      expect(await id.evaluate((element) => element.getClientRects().length)).toBe(1);
      await expectWholeColumnMenu(page, columns, `${locale} ${width}`);
    }
  });

  test(`the admin's devices and apps tables fit at 1280 and 1366 px, ${locale}`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const { app } = await customerWithLongIds(request);
    await customerWithOneWordNames(request);
    const admin = await adminAccount(request);
    // A suspended app: its badge is the longest status.
    const suspension = await request.patch(`/api/admin/apps/${app.id}`, {
      headers: { Authorization: `Bearer ${admin.auth.sessionToken}` },
      data: { status: 'suspended', reason: 'Review' },
    });
    expect(suspension.status()).toBe(200);
    await signInContext(context, admin);
    await seedLanguage(context, locale);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/online-devices?status=all');
      await waitForShell(page);
      await expect(page.getByRole('columnheader', { name: lastSeen })).toBeVisible();
      await expectFits(page, `admin devices ${locale} ${width}`);
      await expectWholeColumnMenu(page, columns, `admin devices ${locale} ${width}`);
      for (const path of [`/admin/app-management?q=${encodeURIComponent(app.name)}`, '/admin-dashboard']) {
        await page.goto(path);
        await waitForShell(page);
        await expectFits(page, `${path} ${locale} ${width}`);
        // The suspended app's row, its badge whole (the dashboard is searched to it here).
        await page.getByRole('searchbox', { name: search }).fill(app.name);
        const row = page.getByRole('row').filter({ hasText: app.name });
        await expect(row.getByText(suspended, { exact: true })).toBeVisible();
        await expectFits(page, `${path} ${app.name} ${locale} ${width}`);
        await expectWholeColumnMenu(page, columns, `${path} ${locale} ${width}`);
      }
    }
  });
}
