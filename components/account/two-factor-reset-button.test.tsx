import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TwoFactorResetButton } from '@/components/account/two-factor-reset-button';
import { storeRecord } from '@/test/components/shell';
import { installFetch } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('admin');
});

describe('TwoFactorResetButton', () => {
  it('asks first, then removes the customer’s second factor and says so', async () => {
    const { calls } = installFetch(() => ({ status: 204 }));
    renderWithIntl(<TwoFactorResetButton customerId="c1" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove two-factor sign-in' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this customer’s two-factor sign-in?' });
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(
        'Two-factor sign-in was removed. The customer can set it up again from their account menu.',
      ),
    ).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/admin/users/c1/2fa']);
  });

  it('says when the customer has none', async () => {
    installFetch(() => ({
      status: 409,
      body: { error: { code: 'totp_not_enabled', message: 'Two-factor sign-in is off' } },
    }));
    renderWithIntl(<TwoFactorResetButton customerId="c1" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove two-factor sign-in' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Two-factor sign-in is off.');
  });
});
