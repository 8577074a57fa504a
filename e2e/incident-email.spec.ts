import { seedLanguage, signInContext } from './support/a11y';
import { createCustomer } from './support/accounts';
import { E2E_MAIL_URL } from './support/env';
import { mailWithSubject } from './support/mail-inbox';
import { acceptedHeartbeat, incidentApp, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { pageHeading } from './support/ui';
import { startReceiver } from './support/webhook-receiver';

// The console that sends email, to the run's own mail server (playwright.config.ts).
test.use({ baseURL: E2E_MAIL_URL });

let receiver: Awaited<ReturnType<typeof startReceiver>>;
test.beforeEach(async () => {
  receiver = await startReceiver();
});
test.afterEach(() => receiver.close());

/**
 * An incident's notifications as their recipients read them (docs/product.md, Email channels, and
 * Alerts), on a console with a real mail server: Greta signed up from the console in German, and is the
 * member of an email channel that her app's rule lists. The channel's test, pressed in the German
 * console, reaches her in German; a Slack endpoint she adds there writes in German. Three devices fall
 * silent together: one email and one Slack message, in German, say the incident opened and link to its
 * page, which opens in German; the devices come back: one of each says it is resolved.
 */
test('an incident’s email and Slack message come in their recipient’s language, opened and resolved', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = runTag();
  const customer = await createCustomer(request, `Greta Mail ${tag}`, { locale: 'de' });
  const { email } = customer;
  const auth = { Authorization: `Bearer ${customer.auth.sessionToken}` };
  const made = await request.post('/api/channels', {
    headers: auth,
    data: { name: 'Bereitschaft', recipientIds: [customer.auth.user.id] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const channel = ((await made.json()) as { data: { id: string } }).data;
  const app = await incidentApp(
    request,
    customer.auth.sessionToken,
    { name: `Kassen ${tag}`, bundleId: `com.example.kassen.${tag}` },
    { channelIds: [channel.id] },
  );

  // The channel's test, from the Alerts dialog of the German console.
  await seedLanguage(context, 'de');
  await signInContext(context, customer);
  await page.goto('/app-management');
  await expect(pageHeading(page, 'App-Verwaltung')).toBeVisible();
  await page.getByRole('button', { name: `Warnungen von ${app.name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Warnungen von „${app.name}“` });
  await dialog.getByRole('button', { name: 'Test-E-Mail an den Kanal Bereitschaft senden' }).click();
  await expect(
    dialog
      .getByRole('status')
      .filter({ hasText: 'Eine Test-E-Mail wurde an 1 Mitglied von Bereitschaft gesendet.' }),
  ).toBeVisible();
  const testMail = await mailWithSubject(request, email, 'Eine Test-E-Mail von Fleetdeck');
  expect(testMail.text).toContain('Dies ist ein Test des E-Mail-Kanals „Bereitschaft“');
  expect(testMail.text).toContain(`Vorfälle: ${E2E_MAIL_URL}/incidents`);

  // A Slack endpoint added there writes in the console's language unless told otherwise.
  // The app's own endpoint (the organisation's channels have a form of their own).
  const form = dialog.getByRole('form', { name: 'Neuer Webhook-Endpunkt' });
  await form.getByRole('textbox', { name: 'Endpunkt-URL' }).fill(receiver.url);
  await form.getByRole('combobox', { name: 'Format des Inhalts' }).selectOption('Slack-Nachricht');
  await expect(form.getByRole('combobox', { name: 'Sprache der Nachrichten' })).toHaveValue('de');
  await form.getByRole('button', { name: 'Endpunkt hinzufügen' }).click();
  await expect(dialog.getByText('Slack-Nachricht auf Deutsch')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Three tills beat once and fall silent together.
  const tills = [1, 2, 3].map((n) => `till-${n}-${tag}`);
  for (const deviceId of tills) await acceptedHeartbeat(request, app.appKey, { deviceId });
  const opened = await mailWithSubject(
    request,
    email,
    `${app.name}: 3 Geräte von 3 sind gemeinsam offline gegangen`,
    90_000,
  );
  expect(opened.text).toContain(`3 Geräte von 3 der App „${app.name}“ sind gemeinsam offline gegangen`);
  expect(opened.text).toContain('3 sind noch offline.');
  const link = new RegExp(`${E2E_MAIL_URL}/incidents/[0-9a-f-]{36}`).exec(opened.text)?.[0];
  expect(link, opened.text).toBeDefined();
  // The Slack channel hears of it in German too, with a button to the same page.
  await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const slack = JSON.parse(receiver.received[0]) as {
    text: string;
    blocks: { type: string; elements?: { text?: { text: string }; url?: string }[] }[];
  };
  expect(slack.text).toBe(`${app.name}: 3 Geräte von 3 sind gemeinsam offline gegangen`);
  const button = slack.blocks.find((block) => block.type === 'actions')?.elements?.[0];
  expect(button).toMatchObject({ text: { text: 'Vorfall öffnen' }, url: link });

  // Its link opens the incident's page, in her language.
  await page.goto(link!);
  await expect(pageHeading(page, 'Vorfall')).toBeVisible();
  const summary = page.getByRole('region', { name: new RegExp(`^${app.name}: 3 von 3 Geräten gingen`) });
  await expect(summary.getByText('Offen', { exact: true })).toBeVisible();

  // The tills come back: resolved, and one email says so.
  for (const deviceId of tills) await acceptedHeartbeat(request, app.appKey, { deviceId });
  await expect(summary.getByText('Behoben', { exact: true })).toBeVisible({ timeout: 60_000 });
  const resolved = await mailWithSubject(
    request,
    email,
    `${app.name}: Der Vorfall mit 3 Geräten ist behoben`,
  );
  expect(resolved.text).toContain('ist behoben: Alle Geräte sind wieder online.');
  expect(resolved.text).toContain(link!);
  await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
  expect((JSON.parse(receiver.received[1]) as { text: string }).text).toBe(
    `${app.name}: Der Vorfall mit 3 Geräten ist behoben`,
  );
});
