import { customerWithDevices, expectNoAxeViolations, signInContext, waitForShell } from './support/a11y';
import { acceptedHeartbeat, readCsvDownload } from './support/product-api';
import { expect, test } from './support/test';

/**
 * Slicing a fleet (docs/product.md, Attributes and tags; Filters): devices report attributes, a member
 * tags one on its page, filters the table by an attribute, tags the whole filtered result, filters by the
 * tag, reloads (the filters are in the address) and exports them with their tags and attributes.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test('tag and attribute filters, tagging in bulk, and the export of the filtered devices', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { customer, app, deviceIds } = await customerWithDevices(request, { devices: 6, name: 'Fay Fleet' });
  // Devices 1-3 are in store 42, 4-6 in store 7; device 2 also reports a hardware revision.
  for (const [index, deviceId] of deviceIds.entries()) {
    await acceptedHeartbeat(request, app.appKey, {
      deviceId,
      attributes: { store: index < 3 ? 'store-42' : 'store-7', ...(index === 1 ? { 'hw.rev': 3 } : {}) },
    });
  }
  await signInContext(context, customer);

  // On a device's page: its attributes, and a tag added by hand.
  await page.goto(`/online-devices/${app.id}/${deviceIds[0]}`);
  await waitForShell(page);
  const labels = page.getByRole('region', { name: 'Tags and attributes' });
  await expect(labels.getByRole('definition')).toHaveText(['store-42']);
  await labels.getByRole('textbox', { name: 'New tag' }).fill('pilot');
  await labels.getByRole('button', { name: 'Add tag' }).click();
  await expect(labels.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['pilot']);
  await expect(page.getByRole('region', { name: 'Changes' })).toContainText('Attribute store');

  // The table, filtered by an attribute from "Add filter".
  await page.goto('/online-devices?status=all');
  await waitForShell(page);
  const table = page.getByRole('table', { name: 'Devices of your apps' });
  await page.getByRole('button', { name: 'Add filter' }).click();
  const filterDialog = page.getByRole('dialog', { name: 'Add a filter' });
  await filterDialog.getByRole('combobox', { name: 'Filter by' }).selectOption({ label: 'Attribute' });
  await filterDialog.getByRole('textbox', { name: 'Attribute' }).fill('store');
  await filterDialog.getByRole('textbox', { name: 'Value' }).fill('store-42');
  await filterDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/attr\.store=store-42/);
  await expect(page.getByRole('group', { name: 'Filters by tag, attribute and version' })).toContainText(
    'store = store-42',
  );
  await expect(table.getByRole('link')).toHaveText(deviceIds.slice(0, 3).sort().reverse(), {
    timeout: 15_000,
  });

  // Every device the filter matches gets a tag, after the dialog said how many.
  await page.getByRole('button', { name: 'Tags', exact: true }).click();
  const tagDialog = page.getByRole('dialog', { name: 'Add or remove a tag' });
  await expect(tagDialog.getByText('The tag will be added to 3 devices.')).toBeVisible();
  await tagDialog.getByRole('textbox', { name: 'Tag' }).fill('store-42-fleet');
  await expectNoAxeViolations(page, 'the tag dialog');
  await tagDialog.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('Tags changed on 3 devices.')).toBeVisible();

  // By the tag and another attribute; the address keeps them over a reload.
  await page.goto('/online-devices?status=all&tag=store-42-fleet&attr.hw.rev.gt=2');
  await waitForShell(page);
  await expect(table.getByRole('link')).toHaveText([deviceIds[1]]);
  await page.reload();
  await waitForShell(page);
  await expect(table.getByRole('link')).toHaveText([deviceIds[1]]);
  const chips = page.getByRole('group', { name: 'Filters by tag, attribute and version' });
  await expect(chips).toContainText('Tag store-42-fleet');
  await expect(chips).toContainText('hw.rev > 2');
  await expectNoAxeViolations(page, 'the filtered devices table');

  // The export: exactly the filtered devices, with their tags and attributes.
  await chips.getByRole('button', { name: 'Remove filter: hw.rev > 2' }).click();
  await expect(table.getByRole('link')).toHaveCount(3);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Tags', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Attributes', exact: true }).check();
  await page.keyboard.press('Escape');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all' }).click();
  const csv = await readCsvDownload(await downloading);
  expect(csv.lines[0]).toBe('Status,Device ID,App,Platform,Last seen,Tags,Attributes');
  const rows = csv.lines.slice(1).map((line) => line.split(','));
  expect(rows.map((cells) => cells[1]).sort()).toEqual(deviceIds.slice(0, 3).sort());
  const byId = Object.fromEntries(rows.map((cells) => [cells[1], cells]));
  expect(byId[deviceIds[0]].slice(5)).toEqual(['pilot store-42-fleet', 'store=store-42']);
  expect(byId[deviceIds[1]].slice(5)).toEqual(['store-42-fleet', 'hw.rev=3; store=store-42']);
});
