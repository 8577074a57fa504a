import {
  customerWithDevices,
  expectNoAxeViolations,
  seedLanguage,
  signInContext,
  waitForShell,
} from './support/a11y';
import { readCsvDownload } from './support/product-api';
import { expect, test } from './support/test';

/**
 * "Export all" on the devices table: every device of the table's query (not only the page, not only the
 * selection), as the server streams it, with the columns in view in the user's language.
 */

test('Export all downloads every device of the search, with the columns in view, in German', async ({
  page,
  context,
  request,
}) => {
  const { customer, app, deviceIds } = await customerWithDevices(request, { devices: 30 });
  await signInContext(context, customer);
  await seedLanguage(context, 'de');
  await page.setViewportSize({ width: 1280, height: 900 });
  // Devices 1 and 10 to 19 match "-1"; sorted by device id, descending.
  const tag = deviceIds[0].replace(/-1$/, '');
  await page.goto(`/online-devices?q=${encodeURIComponent(`${tag}-1`)}&sort=-deviceId&size=25`);
  await waitForShell(page);
  await expect(page.getByText('1-11 von 11')).toBeVisible();
  await page.getByRole('button', { name: 'Spalten' }).click();
  await page.getByRole('checkbox', { name: 'Modell', exact: true }).check();
  await page.keyboard.press('Escape');

  const button = page.getByRole('button', { name: 'Alle exportieren' });
  await button.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const csv = await readCsvDownload(await downloading);
  expect(csv.fileName).toMatch(/^online-devices-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.bom).toBe(true);
  expect(csv.lines[0]).toBe('Status,Geräte-ID,App,Plattform,Modell,Zuletzt gesehen');
  const records = csv.lines.slice(1).map((line) => line.split(','));
  const matching = [19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 1].map((n) => `${tag}-${n}`);
  expect(records.map((cells) => cells[1])).toEqual(matching);
  for (const cells of records) {
    expect(cells.slice(0, 4)).toEqual(['Online', cells[1], app.name, 'Android']);
    expect(cells[4]).toMatch(/^Pixel \d+$/);
    expect(cells[5]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  }
  await expect(button).toBeFocused();
  await expectNoAxeViolations(page, 'devices table after Export all');
});
