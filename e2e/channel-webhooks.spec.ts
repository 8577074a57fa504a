import { expectNoAxeViolations, signInContext } from './support/a11y';
import { createCustomer } from './support/accounts';
import { createAppApi, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { pageHeading } from './support/ui';
import { startReceiver } from './support/webhook-receiver';

/**
 * A Slack channel of the organisation (docs/product.md, Slack and webhook channels), against the real
 * API: added once in one app's Alerts dialog, its secret shown once, a test message of no app reaching a
 * local receiver in the channel's language; ticked under "Send incidents to" beside the email channels
 * and kept; offered in another app's dialog too; deleted, gone from the rule. Which incidents reach it
 * is app/api/webhooks/channel-webhooks.test.ts's.
 */
test('a customer adds a Slack channel in one app’s alerts, lists it in a rule and finds it in another app', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    const tag = runTag();
    const customer = await createCustomer(request, `Ada Slack ${tag}`);
    const token = customer.auth.sessionToken;
    const shop = await createAppApi(request, token, {
      name: `Shop ${tag}`,
      platform: 'ios',
      bundleId: `com.example.shop.${tag}`,
    });
    const kiosk = await createAppApi(request, token, {
      name: `Kiosk ${tag}`,
      platform: 'android',
      bundleId: `com.example.kiosk.${tag}`,
    });
    await signInContext(context, customer);
    await page.goto('/app-management');
    await expect(pageHeading(page, 'App management')).toBeVisible();

    await page.getByRole('button', { name: `Alerts of ${shop.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Alerts of “${shop.name}”` });
    const channels = dialog.getByRole('region', { name: 'Slack and webhook channels' });
    await expect(channels).toContainText('The organisation has no Slack or webhook channel yet.');
    const form = channels.getByRole('form', { name: 'New Slack or webhook channel' });
    await form.getByRole('textbox', { name: 'Name' }).fill('#ops');
    await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
    await form.getByRole('combobox', { name: 'Body format' }).selectOption('slack');
    await form.getByRole('combobox', { name: 'Language of the messages' }).selectOption('de');
    await form.getByRole('button', { name: 'Add channel' }).click();
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Channel #ops added. Copy its signing secret now.' }),
    ).toBeVisible();
    const channel = channels.getByRole('article', { name: '#ops' });
    await expect(channel).toContainText(receiver.url);
    await expect(channel).toContainText('Slack message in Deutsch');
    await expect(channel.locator('code').first()).toHaveText(/^whsec_/);
    // The app's own endpoints are another list: the channel is not among them.
    await expect(dialog.getByRole('region', { name: 'Webhook endpoints' })).toContainText(
      'No endpoints yet.',
    );
    await expectNoAxeViolations(page, 'alerts dialog, a Slack channel added');

    // A test of no app, in the channel's language.
    await channel.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received.length).toBe(1);
    const message = JSON.parse(receiver.received[0]) as { text: string; blocks: { type: string }[] };
    expect(message.text).toMatch(/Fleetdeck/);
    expect(message.blocks.map((block) => block.type)).toEqual(['header', 'context']);

    // Ticked beside the email channels, saved, and kept.
    const rules = dialog.getByRole('group', { name: 'Send incidents to' });
    await rules.getByRole('checkbox', { name: '#ops (Slack)' }).check();
    await dialog.getByRole('button', { name: 'Save rules' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Alert rules saved.' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The organisation's: another app's dialog offers it, unticked there.
    await page.getByRole('button', { name: `Alerts of ${kiosk.name}`, exact: true }).click();
    const other = page.getByRole('dialog', { name: `Alerts of “${kiosk.name}”` });
    await expect(other.getByRole('region', { name: 'Slack and webhook channels' })).toContainText('#ops');
    await expect(
      other.getByRole('group', { name: 'Send incidents to' }).getByRole('checkbox', { name: '#ops (Slack)' }),
    ).not.toBeChecked();
    // Deleted here: gone from the shop's rule too.
    await other.getByRole('button', { name: 'Delete the channel #ops' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'Channel #ops deleted.' })).toBeVisible();
    await expect(other.getByRole('region', { name: 'Slack and webhook channels' })).toContainText(
      'The organisation has no Slack or webhook channel yet.',
    );
    const saved = await request.get(`/api/apps/${shop.id}/alert-rules`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await saved.json()) as { data: { channelIds: string[] } }).data.channelIds).toEqual([]);
  } finally {
    receiver.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a channel’s name and URL read across the card, its format under them', async ({
    page,
    context,
    request,
  }) => {
    const tag = runTag();
    const customer = await createCustomer(request, `Ada Slack Phone ${tag}`);
    const token = customer.auth.sessionToken;
    const app = await createAppApi(request, token, {
      name: `Shop ${tag}`,
      platform: 'ios',
      bundleId: `com.example.shop.${tag}`,
    });
    const made = await request.post('/api/webhooks', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: '#ops on Slack for the stores of the north',
        url: 'https://hooks.example.com/services/T000/B000/stores-north',
        format: 'slack',
        language: 'de',
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    await signInContext(context, customer);
    await page.goto('/app-management');
    await page.getByRole('button', { name: `Alerts of ${app.name}`, exact: true }).click();
    const card = page.getByRole('article', { name: '#ops on Slack for the stores of the north' });
    const name = card.getByRole('heading', { level: 4 });
    await name.scrollIntoViewIfNeeded();
    // Beside the format it was a column a few words wide, the URL broken every dozen characters.
    const box = (await name.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    const format = (await card.getByText('Slack message in Deutsch').boundingBox())!;
    expect(format.y).toBeGreaterThan(box.y);
  });
});
