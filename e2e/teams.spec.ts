import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { signInContext, waitForShell } from './support/a11y';
import { createCustomer, CUSTOMER_PASSWORD, uniqueEmail, type Account } from './support/accounts';
import { createAppApi, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { catalogue } from './support/text-layout';

/**
 * A customer is a team (docs/product.md, Organisations): an owner invites a member and a viewer, who
 * sign up from their links and see what their role allows; a member of two organisations switches and
 * every page follows; a member removed while a page is open loses its data on the page's next call.
 * Needs the organisations API (app/api/orgs, app/api/invitations).
 */
const t = catalogue('en');
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => values[key]);

const bearer = (account: Account) => ({ Authorization: `Bearer ${account.auth.sessionToken}` });

async function activeOrgOf(request: APIRequestContext, account: Account): Promise<string> {
  const answer = await request.get('/api/orgs', { headers: bearer(account) });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { activeOrgId: string }).activeOrgId;
}

/** Invites `email` with `role` from the members page and answers the link it shows to copy. */
async function inviteFromPage(page: Page, email: string, role: 'member' | 'viewer'): Promise<string> {
  await page.getByRole('button', { name: t.OrgMembers.invite, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.OrgMembers.inviteTitle });
  await dialog.getByRole('textbox', { name: t.OrgMembers.emailLabel }).fill(email);
  await dialog.getByRole('combobox', { name: t.OrgMembers.roleLabel }).selectOption(role);
  await dialog.getByRole('button', { name: t.OrgMembers.sendInvitation, exact: true }).click();
  // Without a mail server the dialog shows the link; with the demo's log mailer it is emailed.
  const link = dialog.locator('code');
  await expect(link).toContainText('/auth/invitation?token=');
  const url = (await link.textContent())!;
  await dialog.getByRole('button', { name: t.OrgMembers.done, exact: true }).click();
  return url;
}

/** Opens the invitation link in a new browser and signs up from it; answers the signed-in page. */
async function signUpFromLink(browser: Browser, url: string, email: string, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(new URL(url).pathname + new URL(url).search);
  const address = page.getByRole('textbox', { name: t.SignUpForm.email });
  await expect(address).toHaveValue(email);
  await expect(address).toHaveAttribute('readonly', '');
  await page.getByRole('textbox', { name: t.SignUpForm.name }).fill(name);
  await page.getByLabel(t.SignUpForm.password, { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: t.SignUpForm.submit }).click();
  await page.waitForURL('/');
  await waitForShell(page);
  return page;
}

test('an owner invites a member and a viewer; each sees what their role allows', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = runTag();
  const owner = await createCustomer(request, `Olive Owner ${tag}`);
  const app = await createAppApi(request, owner.auth.sessionToken, {
    name: `Team App ${tag}`,
    platform: 'android',
    bundleId: `com.example.team.${tag}`,
  });
  await signInContext(page.context(), owner);
  await page.goto('/organisation/members');
  await waitForShell(page);
  const memberEmail = uniqueEmail('member');
  const viewerEmail = uniqueEmail('viewer');
  const memberLink = await inviteFromPage(page, memberEmail, 'member');
  const viewerLink = await inviteFromPage(page, viewerEmail, 'viewer');
  await expect(page.getByRole('rowheader', { name: viewerEmail })).toBeVisible();

  const member = await signUpFromLink(browser, memberLink, memberEmail, `Mia Member ${tag}`);
  await member.goto('/app-management');
  await waitForShell(member);
  const memberCard = member.getByRole('article', { name: app.name });
  await expect(
    memberCard.getByRole('button', { name: fill(t.AppManagement.rotateLabel, { app: app.name }) }),
  ).not.toHaveAttribute('aria-disabled');
  await expect(
    memberCard.getByRole('button', { name: fill(t.AppManagement.deleteLabel, { app: app.name }) }),
  ).toHaveAttribute('aria-disabled', 'true');

  const viewer = await signUpFromLink(browser, viewerLink, viewerEmail, `Vic Viewer ${tag}`);
  await viewer.goto('/app-management');
  await waitForShell(viewer);
  const card = viewer.getByRole('article', { name: app.name });
  const rotate = card.getByRole('button', { name: fill(t.AppManagement.rotateLabel, { app: app.name }) });
  await expect(rotate).toHaveAttribute('aria-disabled', 'true');
  await expect(rotate).toHaveAccessibleDescription(
    fill(t.OrgRoles.reasons.editApps, { role: t.OrgRoles.roles.viewer }),
  );
  await expect(card.getByText(t.AppKey.maskedForRole)).toBeVisible();
  await expect(card.getByText(app.appKey)).toHaveCount(0);

  // The server refuses it anyway: a forged request with the viewer's token.
  const token = await viewer.evaluate(
    () => JSON.parse(localStorage.getItem('auth_token')!).sessionToken as string,
  );
  const forged = await request.post(`/api/apps/${app.id}/rotate-key`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { graceSeconds: 0 },
  });
  expect(forged.status()).toBe(403);
  expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('role_forbidden');

  // The owner's members page lists them with their roles.
  await page.reload();
  await waitForShell(page);
  await expect(
    page.getByRole('combobox', { name: fill(t.OrgMembers.roleOf, { name: `Vic Viewer ${tag}` }) }),
  ).toHaveValue('viewer');
  await expect(
    page.getByRole('combobox', { name: fill(t.OrgMembers.roleOf, { name: `Mia Member ${tag}` }) }),
  ).toHaveValue('member');
});

test('a member of two organisations switches, and every page follows; removal empties the open page', async ({
  page,
  request,
  consoleWatch,
}) => {
  test.setTimeout(180_000);
  const tag = runTag();
  const ada = await createCustomer(request, `Ada Two ${tag}`);
  const bea = await createCustomer(request, `Bea Other ${tag}`);
  const alpha = `Alpha ${tag}`;
  const beta = `Beta ${tag}`;
  await createAppApi(request, ada.auth.sessionToken, {
    name: alpha,
    platform: 'ios',
    bundleId: `com.example.alpha.${tag}`,
  });
  await createAppApi(request, bea.auth.sessionToken, {
    name: beta,
    platform: 'ios',
    bundleId: `com.example.beta.${tag}`,
  });
  const beaOrg = await activeOrgOf(request, bea);
  const invited = await request.post(`/api/orgs/${beaOrg}/invitations`, {
    headers: bearer(bea),
    data: { email: ada.email, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { url } = ((await invited.json()) as { data: { url: string } }).data;
  const accepted = await request.post('/api/invitations/accept', {
    headers: bearer(ada),
    data: { token: new URL(url).searchParams.get('token') },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // Accepting made Bea's organisation the active one.
  await signInContext(page.context(), ada);
  await page.goto('/app-management');
  await waitForShell(page);
  await expect(page.getByRole('article', { name: beta })).toBeVisible();

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(`Organisation: Bea Other`) }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(`Ada Two ${tag}`) }).click();
  await expect(page.getByRole('article', { name: alpha })).toBeVisible();
  await expect(page.getByRole('article', { name: beta })).toHaveCount(0);

  await header.getByRole('button', { name: new RegExp(`Organisation: Ada Two`) }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(`Bea Other ${tag}`) }).click();
  await expect(page.getByRole('article', { name: beta })).toBeVisible();
  await expect(page.getByRole('article', { name: alpha })).toHaveCount(0);
  await expect(
    header.getByRole('button', {
      name: fill(t.OrgSwitcher.button, { name: `Bea Other ${tag}`, role: t.OrgRoles.roles.member }),
    }),
  ).toBeVisible();

  // Every page and a reload act there.
  await page.goto('/sdk-integration-guide');
  await waitForShell(page);
  // The guide's app picker offers this organisation's apps only.
  await expect(page.getByRole('option', { name: beta })).toHaveCount(1);
  await expect(page.getByRole('option', { name: alpha })).toHaveCount(0);
  await page.reload();
  await page.goto('/app-management');
  await waitForShell(page);
  await expect(page.getByRole('article', { name: beta })).toBeVisible();

  // Removed while the page is open: its next call loses the data (refused, 404), and the console then
  // follows the server's choice, her own organisation.
  consoleWatch.allow(/status of 404/);
  const adaId = ada.auth.user.id as string;
  const removed = await request.delete(`/api/orgs/${beaOrg}/members/${adaId}`, { headers: bearer(bea) });
  expect(removed.status(), await removed.text()).toBe(204);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.goto('/app-management');
  await expect(page.getByRole('article', { name: beta })).toHaveCount(0);
  await expect(page.getByRole('article', { name: alpha })).toBeVisible();
  await expect(header.getByRole('button', { name: new RegExp(`Organisation: Ada Two`) })).toBeVisible();
});
