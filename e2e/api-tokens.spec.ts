import { execFile } from 'node:child_process';

import { signInContext, waitForShell } from './support/a11y';
import { createCustomer } from './support/accounts';
import { E2E_BASE_URL } from './support/env';
import { createAppApi, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { catalogue } from './support/text-layout';

/**
 * API tokens as an operator uses them (docs/product.md, API tokens): made on the API tokens page, the
 * value copied from the dialog that shows it once, used by a script (curl) on the API within its scope,
 * its last use and address listed, then revoked on the page, after which the script is refused.
 */
const t = catalogue('en');

/** A GET with curl and the token, as a script sends it: the body, or a failure with curl's message. */
function curl(url: string, token: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'curl',
      ['-sS', '--fail-with-body', '-H', `Authorization: Bearer ${token}`, url],
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}${stdout}`)) : resolve(stdout),
    );
  });
}
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => values[key]);

test('a token made on the page works for a script within its scope, until it is revoked there', async ({
  page,
  request,
}) => {
  const tag = runTag();
  const customer = await createCustomer(request, `Tori Token ${tag}`);
  const app = await createAppApi(request, customer.auth.sessionToken, {
    name: `Kiosk ${tag}`,
    platform: 'android',
    bundleId: `com.example.kiosk.${tag}`,
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await signInContext(page.context(), customer);
  await page.goto('/');
  await waitForShell(page);
  await page.getByRole('navigation').getByRole('link', { name: t.Navigation.apiTokens }).first().click();
  await expect(page).toHaveURL('/organisation/api-tokens');
  await expect(page.getByRole('heading', { level: 1, name: t.ApiTokensPage.title })).toBeVisible();

  const personal = page.getByRole('region', { name: t.ApiTokens.personalHeading });
  await expect(personal.getByText(t.ApiTokens.empty)).toBeVisible();
  await personal.getByRole('button', { name: t.ApiTokens.create, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.ApiTokens.createPersonalTitle });
  await dialog.getByRole('textbox', { name: t.ApiTokens.nameLabel }).fill('Nightly export');
  await dialog.getByRole('checkbox', { name: /apps:read/ }).check();
  await dialog.getByRole('button', { name: t.ApiTokens.createSubmit, exact: true }).click();
  const shown = dialog.locator('code', { hasText: /^fdp_/ });
  await expect(shown).toHaveText(/^fdp_[A-Za-z0-9]{36}$/);
  const value = (await shown.textContent())!;
  // Copy puts the value on the clipboard and says so.
  await dialog.getByRole('button', { name: t.ApiTokens.copy, exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(t.ApiTokens.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await dialog.getByRole('button', { name: t.ApiTokens.done, exact: true }).click();
  await expect(dialog).toBeHidden();

  const row = personal.getByRole('row', { name: /Nightly export/ });
  await expect(row.getByText(`fdp_••••••••${value.slice(-4)}`)).toBeVisible();
  await expect(row.getByText('apps:read')).toBeVisible();
  await expect(row.getByText(t.ApiTokens.never)).toBeVisible();

  // A script: its scope reads the apps; devices are not in it; the account is a session's alone.
  const script = { Authorization: `Bearer ${value}` };
  const apps = await request.get('/api/apps', { headers: script });
  expect(apps.status(), await apps.text()).toBe(200);
  expect(((await apps.json()) as { data: { id: string }[] }).data.map((a) => a.id)).toEqual([app.id]);
  const devices = await request.get('/api/devices', { headers: script });
  expect(devices.status()).toBe(403);
  expect(((await devices.json()) as { error: { code: string } }).error.code).toBe('insufficient_scope');
  expect((await request.get('/api/user', { headers: script })).status()).toBe(403);

  // A call with curl, as a script makes it; the page shows the use, with its address, once loaded again.
  const curled = await curl(`${E2E_BASE_URL}/api/apps`, value);
  expect(JSON.parse(curled).data.map((a: { id: string }) => a.id)).toEqual([app.id]);
  await page.reload();
  const used = personal.getByRole('row', { name: /Nightly export/ });
  await expect(used.getByText(t.ApiTokens.never)).toBeHidden();
  await expect(used.getByText('127.0.0.1')).toBeVisible();

  await personal
    .getByRole('button', { name: fill(t.ApiTokens.revokeLabel, { name: 'Nightly export' }) })
    .click();
  const confirm = page.getByRole('alertdialog', {
    name: fill(t.ApiTokens.revokeTitle, { name: 'Nightly export' }),
  });
  await confirm.getByRole('button', { name: t.ApiTokens.revoke, exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(personal.getByText(t.ApiTokens.empty)).toBeVisible();
  expect((await request.get('/api/apps', { headers: script })).status()).toBe(401);
});
