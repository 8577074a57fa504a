import { uniqueEmail } from './support/accounts';
import { E2E_BASE_URL } from './support/env';
import { expectPath } from './support/navigation';
import { acceptedHeartbeat, readCsvDownload, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { dashboardFigure, pageHeading } from './support/ui';

/** 30 devices at 25 rows a page: two pages, the second with 5 rows. */
const DEVICE_COUNT = 30;
const pad = (n: number) => String(n).padStart(2, '0');
const deviceId = (n: number) => `dev-${pad(n)}`;
/** Device ids from `from` to `to`, both included, in that direction. */
function ids(from: number, to: number): string[] {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => deviceId(from + i * step));
}

const CSV_HEADER =
  'Status,Device ID,App,Platform,OS version,Model,SDK version,App version,Last seen,First seen';
const INGEST_URL = `${E2E_BASE_URL}/api/v1/devices/heartbeat`;

test('a customer signs up, creates an app, sees its devices, and reads the guide with the key', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = runTag();
  const appName = `Field Scanner ${tag}`;
  const name = 'Jo Journey';

  // Sign up through the form.
  await page.goto('/auth/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('journey'));
  await page.getByLabel('Password', { exact: true }).fill('journey-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/');
  await expect(pageHeading(page, 'Dashboard')).toBeVisible();
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();

  // Create an app in the modal.
  await page.goto('/app-management');
  await expect(pageHeading(page, 'App management')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No apps yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Create app' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create app' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(appName);
  await dialog.getByLabel('Platform', { exact: true }).selectOption({ label: 'Android' });
  await dialog.getByLabel('Bundle or package ID', { exact: true }).fill(`com.example.scanner.${tag}`);
  await dialog.getByRole('button', { name: 'Create app' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `“${appName}” was created.` })).toBeVisible();

  // Reveal and read the key from the page (after a reload the new app's key is masked again).
  await page.reload();
  const card = page.getByRole('article', { name: appName });
  await expect(card.getByText(`com.example.scanner.${tag}`)).toBeVisible();
  await expect(card.getByText('Android', { exact: true })).toBeVisible();
  const keyField = card.getByRole('group', { name: 'App key' });
  const keyText = keyField.locator('code');
  await expect(keyText).toContainText('fdk_••••••••');
  const reveal = keyField.getByRole('button', { name: `Reveal the app key of ${appName}` });
  // The install check above the key has its answer (it grows from "Checking" to two lines): the card is
  // settled, so what is measured next is the reveal's doing alone.
  await expect(card.getByText(`Waiting for the first heartbeat from ${appName}…`)).toBeVisible();
  const buttonsBefore = await keyField
    .getByRole('button')
    .evaluateAll((all) => all.map((button) => JSON.stringify(button.getBoundingClientRect())));
  await reveal.click();
  await expect(keyText).toHaveText(/^fdk_[A-Za-z0-9_-]{32}$/);
  // The button now says what it does next, and neither button moved.
  await expect(keyField.getByRole('button', { name: `Hide the app key of ${appName}` })).toBeVisible();
  expect(
    await keyField
      .getByRole('button')
      .evaluateAll((all) => all.map((button) => JSON.stringify(button.getBoundingClientRect()))),
  ).toEqual(buttonsBefore);
  const appKey = (await keyText.textContent())!.trim();
  await expect(keyText).not.toContainText('•');

  // Devices report through the public ingest API with that key, the last one most recently.
  for (let n = 1; n <= DEVICE_COUNT; n += 1) {
    await acceptedHeartbeat(request, appKey, {
      deviceId: deviceId(n),
      platform: 'android',
      osVersion: `14.${n}`,
      model: `Model ${pad(n)}`,
      sdkVersion: '1.0.0',
      appVersion: '2.3.0',
    });
  }
  await page.reload();
  await expect(card.getByText('of 30')).toBeVisible();

  // The online devices table: newest activity first, 25 rows, every one online.
  await page.goto('/online-devices');
  await expect(pageHeading(page, 'Online devices')).toBeVisible();
  const table = page.getByRole('table', { name: 'Devices of your apps' });
  const rows = table.locator('tbody tr:not([data-testid])');
  const idCells = rows.locator('td:nth-child(3)');
  const range = page.getByText(/^\d+-\d+ of \d+$/);
  await expect(idCells).toHaveText(ids(30, 6));
  await expect(range).toHaveText('1-25 of 30');
  await expect(rows.locator('td:nth-child(2)')).toHaveText(Array(25).fill('Online'));
  await expect(rows.first().locator('td:nth-child(2) span[aria-hidden="true"]')).toHaveClass(
    /bg-emerald-500/,
  );
  const first = rows.first();
  // The versions, the model and first seen are one click away in Columns (the defaults fit a laptop).
  await page.getByRole('button', { name: 'Columns' }).click();
  for (const column of ['OS version', 'Model', 'SDK version', 'App version', 'First seen']) {
    await page.getByRole('checkbox', { name: column, exact: true }).check();
  }
  await page.keyboard.press('Escape');
  for (const text of [appName, 'Android', '14.30', 'Model 30', '1.0.0', '2.3.0']) {
    await expect(first.getByRole('cell', { name: text, exact: true })).toBeVisible();
  }

  // Search by a device id: one row, and the URL says so.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(deviceId(7));
  await expect(page).toHaveURL(/[?&]q=dev-07(&|$)/);
  await expect(idCells).toHaveText([deviceId(7)]);
  await expect(range).toHaveText('1-1 of 1');
  await search.fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(idCells).toHaveText(ids(30, 6));

  // Sort by device id (header click): ascending, in the URL.
  const idHeader = table.getByRole('columnheader', { name: 'Device ID' });
  await expect(idHeader).toHaveAttribute('aria-sort', 'none');
  await idHeader.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=deviceId(&|$)/);
  await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(idCells).toHaveText(ids(1, 25));

  // Page 2 holds the last 5; the back button returns to page 1.
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(idCells).toHaveText(ids(26, 30));
  await expect(range).toHaveText('26-30 of 30');
  await expect(pagination.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page).toHaveURL(/[?&]sort=deviceId(&|$)/);
  await expect(idCells).toHaveText(ids(1, 25));
  await expect(range).toHaveText('1-25 of 30');

  // An address past the last page (an old link, or a list that has shrunk) shows the last page.
  await page.goto(`${page.url()}&page=9`);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(idCells).toHaveText(ids(26, 30));
  await expect(range).toHaveText('26-30 of 30');
  await pagination.getByRole('button', { name: 'Page 1', exact: true }).click();
  await expect(idCells).toHaveText(ids(1, 25));

  // Select rows on both pages and export them as CSV.
  const rowBox = (n: number) =>
    table.getByRole('checkbox', { name: `Select row ${deviceId(n)} (${appName})`, exact: true });
  await rowBox(1).check();
  await rowBox(2).check();
  await pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(idCells).toHaveText(ids(26, 30));
  await rowBox(30).check();
  await expect(page.getByRole('status').filter({ hasText: 'rows selected' })).toHaveText('3 rows selected');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export selected (3)' }).click();
  const csv = await readCsvDownload(await downloading);
  expect(csv.fileName).toMatch(/^online-devices-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.bom).toBe(true);
  expect(csv.lines[0]).toBe(CSV_HEADER);
  const records = csv.lines.slice(1).map((line) => line.split(','));
  expect(records.map((cells) => cells[1])).toEqual([deviceId(1), deviceId(2), deviceId(30)]);
  for (const [index, n] of [1, 2, 30].entries()) {
    expect(records[index].slice(0, 8)).toEqual([
      'Online',
      deviceId(n),
      appName,
      'Android',
      `14.${n}`,
      `Model ${pad(n)}`,
      '1.0.0',
      '2.3.0',
    ]);
    expect(Date.parse(records[index][8])).not.toBeNaN();
  }

  // A second click on the header sorts descending.
  await idHeader.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=-deviceId(&|$)/);
  await expect(idHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(idCells).toHaveText(ids(30, 6));

  // The dashboard counts them.
  await page.goto('/');
  const figure = (label: string) => dashboardFigure(page, label);
  await expect(figure('Apps')).toHaveText('1');
  await expect(figure('Devices online now')).toHaveText('30');
  await expect(figure('Active in the last 24 hours')).toHaveText('30');
  await expect(figure('New in the last 7 days')).toHaveText('30');

  // The guide carries the app key and the ingest URL in its snippets, and Copy copies them.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await page.goto('/sdk-integration-guide');
  await expect(pageHeading(page, 'SDK integration guide')).toBeVisible();
  await expect(page.getByLabel('App', { exact: true })).toHaveValue(/.+/);
  await expect(page.getByLabel('App', { exact: true }).locator('option:checked')).toHaveText(appName);
  const guide = page.getByRole('article', { name: 'SDK integration guide' });
  // Built from the page: a `has` locator is matched inside each candidate element.
  const curlBlock = page.locator('pre').filter({ hasText: 'curl' }).filter({ hasText: appKey });
  const curl = guide.locator(curlBlock);
  await expect(curl).toContainText(`X-App-Key: ${appKey}`);
  await expect(curl).toContainText(INGEST_URL);
  await expect(guide.locator('pre').filter({ hasText: '{{APP_KEY}}' })).toHaveCount(0);
  const block = guide.locator('div').filter({ has: curlBlock }).last();
  const copy = block.getByRole('button', { name: 'Copy', exact: true });
  await copy.click();
  await expect(block.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  await expect(block.getByRole('status')).toHaveText('Code copied to the clipboard.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`X-App-Key: ${appKey}`);
  expect(copied).toContain(INGEST_URL);
});
