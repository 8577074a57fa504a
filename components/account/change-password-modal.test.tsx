import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ChangePasswordModal } from '@/components/account/change-password-modal';
import { storeRecord } from '@/test/components/shell';
import { installFetch } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('customer');
});

async function fill(current: string, next: string, again = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Repeat the new password'), again);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordModal', () => {
  it('sends the two passwords and says how many other devices were signed out', async () => {
    const { calls } = installFetch(() => ({ status: 200, body: { data: { endedSessions: 2 } } }));
    renderWithIntl(<ChangePasswordModal onClose={() => undefined} />);
    await fill('old secret phrase', 'tidal basin lantern');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password was changed. 2 other devices were signed out. You stay signed in on this one.',
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/user/password',
        body: { currentPassword: 'old secret phrase', newPassword: 'tidal basin lantern' },
        auth: 'Bearer test-token',
      },
    ]);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('asks for the same new password twice and refuses a common one, before any call', async () => {
    const { calls } = installFetch(() => ({ status: 500, body: {} }));
    renderWithIntl(<ChangePasswordModal onClose={() => undefined} />);
    await fill('old secret phrase', 'tidal basin lantern', 'tidal basin lanterns');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'iloveyou');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/This password is among the most used ones/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('puts a wrong current password on its field', async () => {
    installFetch(() => ({
      status: 400,
      body: {
        error: { code: 'validation_failed', message: 'x', fields: { currentPassword: 'wrongPassword' } },
      },
    }));
    renderWithIntl(<ChangePasswordModal onClose={() => undefined} />);
    await fill('not it at all', 'tidal basin lantern');
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'The current password is not correct.',
    );
  });
});
