import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { InvitationLanding } from '@/components/orgs/invitation/invitation-landing';
import type { InvitationPreview } from '@/lib/api/contract/orgs';
import { storeRecord } from '@/test/components/shell';
import { installFetch } from '@/test/fetch-mock';
import { mockNavigation, setNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const PREVIEW: InvitationPreview = {
  orgName: 'Acme',
  email: 'ada@example.com',
  role: 'viewer',
  invitedBy: 'Grace Hopper',
  expiresAt: '2026-01-10T00:00:00.000Z',
  status: 'pending',
  accountExists: true,
};

function installInvitationApi(preview: Partial<InvitationPreview> = {}) {
  return installFetch((method, url) => {
    if (method === 'GET' && url.startsWith('/api/invitations/lookup?token=tok123'))
      return { body: { data: { ...PREVIEW, ...preview } } };
    if (method === 'POST' && url === '/api/invitations/accept')
      return { body: { data: { id: 'o9', name: 'Acme', role: 'viewer', memberCount: 2, createdAt: '' } } };
    return { status: 404, body: { error: { code: 'not_found', message: 'No' } } };
  });
}

beforeEach(() => {
  window.localStorage.clear();
  setNavigation({ pathname: '/auth/invitation', search: 'token=tok123' });
});

describe('an invitation link’s page', () => {
  it('lets the invited account join, then opens the dashboard in that organisation', async () => {
    storeRecord('customer');
    const { calls } = installInvitationApi();
    renderWithIntl(<InvitationLanding token="tok123" />);
    expect(await screen.findByText('Grace Hopper invites you to join Acme as Viewer.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join Acme' }));

    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/invitations/accept',
      body: { token: 'tok123' },
      auth: 'Bearer test-token',
    });
    await screen.findByRole('button', { name: 'Join Acme' });
    expect(mockNavigation.replace).toHaveBeenCalledWith('/');
    expect(window.localStorage.getItem('active_org')).toBe('o9');
  });

  it('refuses another signed-in account by name, offering to sign out and continue', async () => {
    storeRecord('customer');
    installInvitationApi({ email: 'grace@example.com' });
    renderWithIntl(<InvitationLanding token="tok123" />);
    expect(
      await screen.findByText(
        'This invitation is for grace@example.com, but you are signed in as ada@example.com. Sign out and continue with the invited address.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Acme' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out and continue' })).toBeInTheDocument();
  });

  it('offers sign-up with the invited address filled in and fixed when there is no account', async () => {
    installInvitationApi({ accountExists: false });
    renderWithIntl(<InvitationLanding token="tok123" />);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('Create your account with ada@example.com to join.')).toBeInTheDocument();
  });

  it('sends a signed-out invitee with an account to sign in, and back here after', async () => {
    installInvitationApi();
    renderWithIntl(<InvitationLanding token="tok123" />);
    const link = await screen.findByRole('link', { name: 'Sign in to join' });
    expect(link).toHaveAttribute('href', '/auth/signin?next=%2Fauth%2Finvitation%3Ftoken%3Dtok123');
  });

  it('says clearly when the invitation has expired', async () => {
    installInvitationApi({ status: 'expired' });
    renderWithIntl(<InvitationLanding token="tok123" />);
    expect(await screen.findByText('This invitation to Acme has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });
});
