import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { WebhookEndpoint } from '@/lib/api/contract/alerts';
import { renderWithIntl } from '@/test/render-with-intl';

import { WebhookEndpointItem, type EndpointActions } from './webhook-endpoint-item';

const ENDPOINT: WebhookEndpoint = {
  id: 'w1',
  name: null,
  url: 'https://hooks.example.com/fleet',
  format: 'json',
  language: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  failingSince: null,
  disabledAt: null,
};

function actions(): EndpointActions & { enable: jest.Mock<EndpointActions['enable']> } {
  return {
    deliveries: async () => [],
    sendTest: async () => undefined,
    resend: async () => undefined,
    rotate: async () => undefined,
    remove: async () => undefined,
    enable: jest.fn<EndpointActions['enable']>(async () => undefined),
  };
}

describe('WebhookEndpointItem, its format', () => {
  it('names a Slack endpoint’s language in that language', async () => {
    renderWithIntl(
      <WebhookEndpointItem
        endpoint={{ ...ENDPOINT, format: 'slack', language: 'de' }}
        secret={null}
        actions={actions()}
        onError={() => {}}
      />,
    );
    const name = await screen.findByText('Deutsch');
    // Said in German by a screen reader, within the English sentence.
    expect(name).toHaveAttribute('lang', 'de');
    expect(name.parentElement).toHaveTextContent(/^Slack message in Deutsch$/);
  });

  it('says only "Slack message" for one made before endpoints had a language, and "JSON event" for JSON', () => {
    const { unmount } = renderWithIntl(
      <WebhookEndpointItem
        endpoint={{ ...ENDPOINT, format: 'slack' }}
        secret={null}
        actions={actions()}
        onError={() => {}}
      />,
    );
    expect(screen.getByText('Slack message')).toBeInTheDocument();
    unmount();
    renderWithIntl(
      <WebhookEndpointItem endpoint={ENDPOINT} secret={null} actions={actions()} onError={() => {}} />,
    );
    expect(screen.getByText('JSON event')).toBeInTheDocument();
  });
});

describe('WebhookEndpointItem, when its endpoint keeps failing', () => {
  it('says nothing of failing while deliveries succeed', async () => {
    renderWithIntl(
      <WebhookEndpointItem endpoint={ENDPOINT} secret={null} actions={actions()} onError={() => {}} />,
    );
    await screen.findByText('No deliveries yet.');
    expect(screen.queryByText(/failed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Re-enable/ })).not.toBeInTheDocument();
  });

  it('says since when it fails, and when it would be disabled', async () => {
    renderWithIntl(
      <WebhookEndpointItem
        endpoint={{ ...ENDPOINT, failingSince: '2026-11-30T08:15:00.000Z' }}
        secret={null}
        actions={actions()}
        onError={() => {}}
      />,
    );
    expect(
      await screen.findByText(
        /^Every delivery has failed since .+\. After 3 days of failing, the endpoint is disabled\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('says it was disabled and why, and re-enables it on request', async () => {
    const calls = actions();
    renderWithIntl(
      <WebhookEndpointItem
        endpoint={{
          ...ENDPOINT,
          failingSince: '2026-11-27T08:15:00.000Z',
          disabledAt: '2026-11-30T08:16:00.000Z',
        }}
        secret={null}
        actions={calls}
        onError={() => {}}
      />,
    );
    const article = screen.getByRole('article', { name: ENDPOINT.url });
    const note = within(article).getByText(/every delivery failed for 3 days/);
    expect(note).toHaveTextContent(
      /^Disabled on .+: every delivery failed for 3 days, so no alert is sent to it\. Fix the receiver, then re-enable it: what it still holds is sent again\.$/,
    );
    await userEvent.click(
      within(article).getByRole('button', { name: `Re-enable the endpoint ${ENDPOINT.url}` }),
    );
    await waitFor(() => expect(calls.enable).toHaveBeenCalledWith(expect.objectContaining({ id: 'w1' })));
    // The button goes with the note once the endpoint is enabled: the focus moves to its heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: ENDPOINT.url })).toHaveFocus());
  });
});

describe('WebhookEndpointItem, a channel of the organisation', () => {
  it('is headed by its name, its URL under it, and its buttons and deliveries name the channel', async () => {
    const remove = jest.fn<EndpointActions['remove']>(async () => undefined);
    renderWithIntl(
      <WebhookEndpointItem
        endpoint={{ ...ENDPOINT, name: '#ops', disabledAt: '2026-11-20T10:00:00.000Z' }}
        secret={null}
        actions={{ ...actions(), remove }}
        onError={() => {}}
      />,
    );
    const item = screen.getByRole('article', { name: '#ops' });
    expect(within(item).getByRole('heading', { level: 4 })).toHaveTextContent(/^#ops$/);
    expect(item).toHaveTextContent('https://hooks.example.com/fleet');
    expect(within(item).getByRole('button', { name: 'Re-enable the channel #ops' })).toBeVisible();
    expect(
      within(item).getByRole('button', { name: 'Rotate the signing secret of the channel #ops' }),
    ).toBeVisible();
    await userEvent.click(within(item).getByRole('button', { name: 'Delete the channel #ops' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await within(item).findByText('No deliveries yet.')).toBeVisible();
  });
});
