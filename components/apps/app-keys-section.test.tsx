import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LiveEventsContext } from '@/components/live/live-events-context';
import type { AppKeyInfo } from '@/lib/api/types';
import { DASHBOARD_API, renderWithProviders, storeRecord } from '@/test/components/dashboard';
import { fakeStream } from '@/test/components/live-stream';
import { installFetch, type RecordedCall } from '@/test/fetch-mock';

import { AppKeysSection } from './app-keys-section';

const MINUTE = 60_000;
const CURRENT: AppKeyInfo = {
  id: 'k1',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  state: 'active',
  masked: 'fdk_••••••••wxyz',
};
const OLD: AppKeyInfo = {
  id: 'k2',
  createdAt: '2026-02-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  state: 'grace',
  masked: 'fdk_••••••••abcd',
};

/**
 * The keys API of a server whose clock is `skewMs` ahead of the browser's: `keys` says what it lists
 * (computed from the server's time at each call), DELETE revokes.
 */
function keysApi(keys: (serverNow: number) => AppKeyInfo[], skewMs: number) {
  return installFetch((method, url) => {
    const serverNow = Date.now() + skewMs;
    if (method === 'GET' && url === `${DASHBOARD_API}/api/apps/a1/keys`) {
      return { body: { data: keys(serverNow), now: new Date(serverNow).toISOString() } };
    }
    if (method === 'DELETE' && url === `${DASHBOARD_API}/api/apps/a1/keys/k2`) return { status: 204 };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const deletes = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'DELETE');

function renderKeys(stream = fakeStream()) {
  storeRecord('customer');
  const announced: string[] = [];
  renderWithProviders(
    <LiveEventsContext.Provider value={stream.subscribe}>
      <AppKeysSection appId="a1" appName="Shop" onRevoked={(message) => announced.push(message)} />
    </LiveEventsContext.Provider>,
  );
  return { stream, announced };
}

describe('AppKeysSection', () => {
  it('revokes an old key only once confirmed, naming it, then says it stopped now', async () => {
    const user = userEvent.setup();
    // The server's clock runs 40 s ahead of the browser's: its "now" is what the times count from.
    let revokedAt: number | null = null;
    const { calls } = keysApi(
      (serverNow) => [
        CURRENT,
        revokedAt === null
          ? { ...OLD, expiresAt: new Date(serverNow + 50 * MINUTE).toISOString() }
          : { ...OLD, state: 'revoked', expiresAt: new Date(revokedAt).toISOString() },
      ],
      40_000,
    );
    const { announced } = renderKeys();
    const list = await screen.findByRole('list', { name: 'Keys of Shop' });
    const old = (await within(list).findByText('fdk_••••••••abcd')).closest('li')!;
    expect(old).toHaveTextContent('Stops in 50 minutes');

    const revoke = within(old).getByRole('button', {
      name: 'Revoke the old key fdk_••••••••abcd of Shop now',
    });
    await user.click(revoke);
    let dialog = await screen.findByRole('alertdialog', { name: 'Revoke the old key fdk_••••••••abcd?' });
    expect(dialog).toHaveAccessibleDescription(
      'Devices and builds of Shop still sending it are refused from now on. A revoked key can never be accepted again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes(calls)).toEqual([]);
    expect(old).toHaveTextContent('Old, still accepted');

    await user.click(revoke);
    dialog = await screen.findByRole('alertdialog', { name: 'Revoke the old key fdk_••••••••abcd?' });
    revokedAt = Date.now() + 40_000;
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletes(calls)).toHaveLength(1);
    expect(announced).toEqual(['The old key fdk_••••••••abcd is no longer accepted.']);
    const stopped = within(list).getByText('fdk_••••••••abcd').closest('li')!;
    expect(stopped).toHaveTextContent('No longer accepted');
    expect(stopped).toHaveTextContent('Stopped just now');
    // And still once the list has been read again, at the server's time.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    await waitFor(() => expect(stopped).toHaveTextContent('Stopped just now'));
    expect(stopped).not.toHaveTextContent(/in \d+ seconds/);
    expect(within(stopped).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keys' })).toHaveFocus();
  });

  it('follows the live events: a use of the key shows as its last use, counted from the server’s time', async () => {
    // The browser's clock is 10 minutes behind the server's.
    let lastUsedAt: string | null = null;
    const { calls } = keysApi(
      (serverNow) => [
        { ...CURRENT, lastUsedAt },
        { ...OLD, lastUsedAt: new Date(serverNow - 3 * MINUTE).toISOString(), state: 'revoked' },
      ],
      10 * MINUTE,
    );
    const { stream } = renderKeys();
    const list = await screen.findByRole('list', { name: 'Keys of Shop' });
    const current = (await within(list).findByText('fdk_••••••••wxyz')).closest('li')!;
    expect(current).toHaveTextContent('Never used');
    expect(within(list).getByText('fdk_••••••••abcd').closest('li')).toHaveTextContent(
      'Last used 3 minutes ago',
    );

    // Another app's key is no news for this card.
    stream.emit({ type: 'key_used', appId: 'a2', keyId: 'k9' });
    expect(calls).toHaveLength(1);

    // The server writes a use, then tells of it.
    lastUsedAt = new Date(Date.now() + 10 * MINUTE - 5000).toISOString();
    stream.emit({ type: 'key_used', appId: 'a1', keyId: 'k1' });
    await waitFor(() => expect(current).toHaveTextContent('Last used less than a minute ago'));
    expect(calls).toHaveLength(2);
  });
});
