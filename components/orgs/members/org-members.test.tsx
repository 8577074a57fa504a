import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { OrgMembers } from '@/components/orgs/members/org-members';
import type { OrgInvitation, OrgMember } from '@/lib/api/contract/orgs';
import type { OrgRole } from '@/lib/auth/org-roles';
import { givenOrgs, makeInvitation, makeMember, makeOrg } from '@/test/components/orgs';
import { storeRecord } from '@/test/components/shell';
import { installFetch, type RecordedCall } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const ADA = makeMember('u1', 'Ada Lovelace', 'owner', 'ada@example.com');
const BOB = makeMember('u2', 'Bob Builder', 'member', 'bob@example.com');

/** The members page of organisation o1 for user u1 with `role`, the fake API answering the rest. */
function renderPage({
  role,
  members = [ADA, BOB],
  invitations = [makeInvitation()],
  sent = { emailed: false },
}: {
  role: OrgRole;
  members?: OrgMember[];
  invitations?: OrgInvitation[];
  sent?: { emailed: boolean };
}): { calls: RecordedCall[] } {
  const { calls } = installFetch((method, url, body) => {
    if (method === 'GET' && url.endsWith('/api/orgs/o1/members')) return { body: { data: members } };
    if (method === 'GET' && url.endsWith('/api/orgs/o1/invitations')) return { body: { data: invitations } };
    if (method === 'POST' && url.endsWith('/api/orgs/o1/invitations')) {
      const { email, role: invited } = body as { email: string; role: 'viewer' };
      const invitation = makeInvitation({ id: 'i2', email, role: invited });
      return {
        status: 201,
        body: { data: { ...invitation, url: 'http://console.test/auth/invitation?token=tok123', ...sent } },
      };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'No' } } };
  });
  const view = renderWithIntl(<OrgMembers />);
  givenOrgs(view.store, [makeOrg({ role })]);
  act(() => view.store.setState({ userInfo: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' } }));
  return { calls };
}

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('customer');
});

describe('the members page', () => {
  it('lists members with role, joined, last active and the 2FA placeholder', async () => {
    renderPage({ role: 'owner' });
    const row = (await screen.findByRole('rowheader', { name: /Bob Builder/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('bob@example.com')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Role of Bob Builder' })).toHaveValue('member');
    expect(within(row).getByText('Jan 2, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(row).getByText('Not available yet')).toBeInTheDocument();
  });

  it('keeps the last owner from leaving or being demoted, saying why', async () => {
    renderPage({ role: 'owner' });
    const row = (await screen.findByRole('rowheader', { name: /Ada Lovelace/ })).closest('tr') as HTMLElement;
    const leave = within(row).getByRole('button', { name: 'Leave' });
    expect(leave).toHaveAttribute('aria-disabled', 'true');
    expect(leave).toHaveAccessibleDescription(
      'The last owner cannot leave or be demoted: make another member an owner first.',
    );
    expect(within(row).getByRole('combobox', { name: 'Role of Ada Lovelace' })).toBeDisabled();
    await userEvent.setup().click(leave);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a viewer the members but no invitations, with Invite and role changes disabled and why', async () => {
    const { calls } = renderPage({ role: 'viewer' });
    await screen.findByRole('rowheader', { name: /Bob Builder/ });
    const invite = screen.getByRole('button', { name: 'Invite' });
    expect(invite).toHaveAttribute('aria-disabled', 'true');
    expect(invite).toHaveAccessibleDescription(
      'Your role (Viewer) cannot invite or manage members: ask an owner or admin.',
    );
    expect(screen.getByRole('combobox', { name: 'Role of Bob Builder' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/invitations'))).toBe(false);
  });

  it('lists pending and expired invitations with who invited and when they expire', async () => {
    renderPage({
      role: 'admin',
      invitations: [
        makeInvitation(),
        makeInvitation({ id: 'i3', email: 'old@example.com', status: 'expired' }),
      ],
    });
    const pending = (await screen.findByRole('rowheader', { name: 'grace@example.com' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(pending).getByText('Viewer')).toBeInTheDocument();
    expect(within(pending).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(pending).getByText(/^Expires Jan 10, 2026/)).toBeInTheDocument();
    expect(
      within(pending).getByRole('button', { name: 'Resend the invitation to grace@example.com' }),
    ).toBeEnabled();
    const expired = screen.getByRole('rowheader', { name: 'old@example.com' }).closest('tr') as HTMLElement;
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
  });

  it('invites by email and role, then offers the link to copy when nothing was emailed', async () => {
    const { calls } = renderPage({ role: 'owner' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'grace@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(
      await within(dialog).findByText(
        'No mail server is set up: send this link to grace@example.com yourself. It works once.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('http://console.test/auth/invitation?token=tok123')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/orgs/o1/invitations',
      body: { email: 'grace@example.com', role: 'viewer' },
    });
  });

  it('says the invitation was sent when the server emailed it, with no link shown', async () => {
    renderPage({ role: 'owner', sent: { emailed: true } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Invitation sent to grace@example.com.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });
});
