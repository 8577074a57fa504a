import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LOCALES } from '@/i18n/locales';
import type { NewWebhook } from '@/lib/api/alerts';
import { HttpError } from '@/lib/http/client';
import { renderWithIntl } from '@/test/render-with-intl';

import { WebhookEndpointForm } from './webhook-endpoint-form';

/** Adds `url` in a form whose API refuses it with `fields.url` = `key`; answers the URL field. */
async function refused(url: string, key: string) {
  const onAdd = jest.fn(async () => {
    throw new HttpError(400, 'validation_failed', 'refused', { url: key });
  });
  renderWithIntl(<WebhookEndpointForm onAdd={onAdd} />);
  const field = screen.getByRole('textbox', { name: 'Endpoint URL' });
  await userEvent.type(field, url);
  await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  return field;
}

describe('WebhookEndpointForm', () => {
  it('asks the language of a Slack message, the console’s to begin with, and sends it; JSON has none', async () => {
    const onAdd = jest.fn<(endpoint: NewWebhook) => Promise<void>>(async () => {});
    renderWithIntl(<WebhookEndpointForm onAdd={onAdd} />, { locale: 'fr' });
    const url = screen.getByRole('textbox', { name: 'Endpoint URL' });
    const add = screen.getByRole('button', { name: 'Add endpoint' });
    expect(screen.queryByRole('combobox', { name: 'Language of the messages' })).toBeNull();
    await userEvent.type(url, 'https://hooks.example.com/a');
    await userEvent.click(add);
    await waitFor(() =>
      expect(onAdd).toHaveBeenLastCalledWith({ url: 'https://hooks.example.com/a', format: 'json' }),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Body format' }), 'slack');
    const language = screen.getByRole('combobox', { name: 'Language of the messages' });
    expect(language).toHaveValue('fr');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    await userEvent.selectOptions(language, 'de');
    await userEvent.type(url, 'https://hooks.slack.com/services/T0/B0/x');
    await userEvent.click(add);
    await waitFor(() =>
      expect(onAdd).toHaveBeenLastCalledWith({
        url: 'https://hooks.slack.com/services/T0/B0/x',
        format: 'slack',
        language: 'de',
      }),
    );
  });

  it('says a loopback URL is turned off on this console, and names the setting that allows it', async () => {
    const field = await refused('http://127.0.0.1:3000/hook', 'webhookPrivate');
    expect(field).toHaveAccessibleDescription(
      expect.stringMatching(/turned off on this console.*ALERT_ALLOW_PRIVATE_TARGETS=on/),
    );
  });

  it('keeps "Use an https:// address." for a plain http URL that is not private', async () => {
    const field = await refused('http://hooks.example.com/fleet', 'webhookScheme');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Use an https:// address.'));
  });
});

describe.each(LOCALES)('the refused private target in %s', (locale) => {
  it('names the setting that allows it', () => {
    const messages = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
    ) as { Alerts: Record<string, string> };
    expect(messages.Alerts.webhookPrivate).toContain('ALERT_ALLOW_PRIVATE_TARGETS=on');
    expect(messages.Alerts.webhookScheme).not.toContain('ALERT_ALLOW_PRIVATE_TARGETS');
  });
});
