import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SignUpForm } from '@/components/auth/sign-up-form';
import en from '@/messages/en.json';
import { fetchCall, jsonResponse, mockFetchForEachTest } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));
// The form's validation code (zod and the schema, loaded on first use) cannot be fetched: offline, or
// a new deployment has replaced the page's files.
jest.mock('@/lib/validations/auth', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const fetchMock = mockFetchForEachTest();

beforeEach(() => window.localStorage.clear());

describe('SignUpForm without its validation code', () => {
  it('is sent all the same: says when the server cannot be reached, then shows its verdict on the fields', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithIntl(<SignUpForm next={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // Not left busy for ever: the reason shows, what was typed stays, and the button works again.
    expect(await screen.findByRole('button', { name: 'Create account' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(en.ApiErrors.network_error);
    expect(screen.getByLabelText('Password')).toHaveValue('short');

    // Back online, the server's checks answer for the browser's.
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        error: { code: 'validation_failed', message: 'Invalid', fields: { password: 'minLength:8' } },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This field should be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchCall(fetchMock, 1).body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'short',
    });
  });
});
