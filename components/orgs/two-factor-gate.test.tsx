import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TwoFactorGate } from '@/components/orgs/two-factor-gate';
import { announceSessionEvent } from '@/lib/auth/session-events';
import { storeRecord } from '@/test/components/shell';
import { installFetch } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('admin');
});

describe('TwoFactorGate', () => {
  it('shows nothing until a call is refused for want of two-factor sign-in, then offers the set-up', async () => {
    installFetch(() => ({ body: { data: { totp: false, recoveryCodesLeft: 0, passkeys: 0 } } }));
    renderWithIntl(<TwoFactorGate />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => announceSessionEvent({ type: 'mfaRequired' }));
    const gate = await screen.findByRole('dialog', { name: 'Two-factor sign-in is required' });
    expect(gate).toHaveTextContent('open only to accounts with two-factor sign-in');
    // The way on takes the focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toHaveFocus(),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('dialog', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  });

  it.each([
    ['an authenticator app', { totp: true, recoveryCodesLeft: 10, passkeys: 0 }],
    ['a passkey', { totp: false, recoveryCodesLeft: 0, passkeys: 1 }],
  ])('stays away from a user whose second step is %s', async (_, status) => {
    const { calls } = installFetch(() => ({ body: { data: status } }));
    renderWithIntl(<TwoFactorGate />);
    act(() => announceSessionEvent({ type: 'mfaRequired' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(calls.map((call) => call.url)).toContain('/api/user/2fa');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
