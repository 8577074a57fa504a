import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ApiTokens } from '@/components/api-tokens/api-tokens';
import type { ApiToken } from '@/lib/api/contract/api-tokens';
import type { OrgRole } from '@/lib/auth/org-roles';
import { givenOrgs, makeOrg } from '@/test/components/orgs';
import { storeRecord } from '@/test/components/shell';
import { installFetch, type RecordedCall } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const VALUE = 'fdp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';

function makeToken(overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    id: 't1',
    kind: 'personal',
    name: 'Nightly export',
    orgId: 'o1',
    orgName: 'Acme',
    scopes: ['devices:read'],
    appId: null,
    appName: null,
    masked: 'fdp_••••••••6789',
    createdBy: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2026-04-01T00:00:00.000Z',
    expired: false,
    lastUsedAt: '2026-01-02T10:00:00.000Z',
    lastUsedIp: '203.0.113.7',
    ...overrides,
  };
}

/** The page for organisation o1 with `role`; the fake API answers the token calls and the app list. */
function renderPage(role: OrgRole, personal: ApiToken[] = [makeToken()]): { calls: RecordedCall[] } {
  const { calls } = installFetch((method, url, body) => {
    if (method === 'GET' && url.endsWith('/api/user/tokens')) {
      // Another organisation's personal token is not this page's.
      return { body: { data: [...personal, makeToken({ id: 't9', name: 'Elsewhere', orgId: 'o2' })] } };
    }
    if (method === 'GET' && url.endsWith('/api/orgs/o1/tokens')) {
      return {
        body: { data: [makeToken({ id: 't2', kind: 'organisation', name: 'Deploys', lastUsedAt: null })] },
      };
    }
    if (method === 'GET' && url.endsWith('/api/apps')) {
      return { body: { data: [{ id: 'a1', name: 'Kiosk' }], total: 1 } };
    }
    if (method === 'POST' && url.endsWith('/api/user/tokens')) {
      const input = body as { name: string; scopes: string[]; appId?: string };
      return {
        status: 201,
        body: {
          data: makeToken({ id: 't3', name: input.name, scopes: input.scopes as never }),
          token: VALUE,
        },
      };
    }
    if (method === 'DELETE' && url.endsWith('/api/user/tokens/t1')) return { status: 204 };
    return { status: 404, body: { error: { code: 'not_found', message: 'No' } } };
  });
  const view = renderWithIntl(<ApiTokens />);
  givenOrgs(view.store, [makeOrg({ role })]);
  return { calls };
}

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('customer');
});

describe('the API tokens page', () => {
  it('lists the personal tokens of this organisation with scopes, last use and expiry', async () => {
    renderPage('owner');
    const row = (await screen.findByRole('rowheader', { name: /Nightly export/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('fdp_••••••••6789')).toBeInTheDocument();
    expect(within(row).getByText('devices:read')).toBeInTheDocument();
    expect(within(row).getByText('All apps')).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(row).getByText('Apr 1, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Elsewhere/ })).not.toBeInTheDocument();
    const deploys = (await screen.findByRole('rowheader', { name: /Deploys/ })).closest('tr') as HTMLElement;
    expect(within(deploys).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(deploys).getByText('Never')).toBeInTheDocument();
  });

  it('keeps the organisation tokens from a member, saying why, and never asks for them', async () => {
    const { calls } = renderPage('member');
    await screen.findByRole('rowheader', { name: /Nightly export/ });
    const buttons = screen.getAllByRole('button', { name: 'Create token' });
    expect(buttons[0]).not.toHaveAttribute('aria-disabled');
    expect(buttons[1]).toHaveAttribute('aria-disabled', 'true');
    expect(buttons[1]).toHaveAccessibleDescription(
      "Your role (Member) cannot manage the organisation's API tokens: ask an owner or admin.",
    );
    expect(calls.some((call) => call.url.includes('/api/orgs/o1/tokens'))).toBe(false);
  });

  it('creates a token with the chosen scopes and app, then shows its value once', async () => {
    const { calls } = renderPage('owner', []);
    const user = userEvent.setup();
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Create token' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Create a personal token' });

    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(within(dialog).getByText('Enter a name for the token.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'CI deploys');
    await user.click(within(dialog).getByRole('checkbox', { name: /apps:write/ }));
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'App' }), 'Kiosk');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Expires after' }), '30 days');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    expect(await within(dialog).findByText(VALUE)).toBeInTheDocument();
    expect(within(dialog).getByText(/Copy it now: it is shown only this once/)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      name: 'CI deploys',
      scopes: ['apps:write'],
      appId: 'a1',
      expiresInDays: 30,
      orgId: 'o1',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(VALUE)).not.toBeInTheDocument();
  });

  it('revokes a token after a confirmation', async () => {
    const { calls } = renderPage('viewer');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke “Nightly export”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/api/user/tokens/t1'))).toBe(
      true,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
