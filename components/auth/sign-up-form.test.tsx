import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SignUpForm } from '@/components/auth/sign-up-form';
import en from '@/messages/en.json';
import { fetchCall, jsonResponse, mockFetchForEachTest } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';
import { sessionAnswer } from '@/test/session-answer';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn(), back: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/auth/signup',
  useSearchParams: () => new URLSearchParams(),
}));

const fetchMock = mockFetchForEachTest();

function renderForm(next: string | null = null) {
  return renderWithIntl(<SignUpForm next={next} />);
}

async function fillIn(name: string, email: string, password: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeEach(() => {
  replace.mockReset();
  window.localStorage.clear();
});

describe('SignUpForm', () => {
  it('asks for a password of at least 8 characters', async () => {
    renderForm();
    expect(screen.queryByText('This field should be at least 8 characters long')).not.toBeInTheDocument();

    await fillIn('Ada', 'ada@example.com', 'short');

    expect(await screen.findByText('This field should be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. A few unrelated words make a strong password. This field should be at least 8 characters long',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows email_taken on the form and on the Email field, and keeps everything the user typed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { error: { code: 'email_taken', message: 'Taken', fields: { email: 'taken' } } }),
    );
    renderForm();

    await fillIn('Ada', 'ada@example.com', 'long enough');

    expect(await screen.findByRole('alert')).toHaveTextContent(en.ApiErrors.email_taken);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(en.Validation.taken);
    // The user lands on the field to change.
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('long enough');
  });

  it("puts validation_failed's field errors on the fields", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Invalid',
          fields: { email: 'email', extra: 'required' },
        },
      }),
    );
    renderForm();

    await fillIn('Ada', 'ada@example.com', 'long enough');

    expect(await screen.findByRole('alert')).toHaveTextContent(en.ApiErrors.validation_failed);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Value is not a valid email address');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs the new customer in and goes home', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, sessionAnswer('customer')));
    renderForm();

    await fillIn(' Ada ', 'ada@example.com', 'long enough');

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    const { url, body } = fetchCall(fetchMock);
    expect(url).toBe('/api/v1/auth/signup');
    expect(body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long enough',
    });
    expect(JSON.parse(window.localStorage.getItem('auth_token')!)).toMatchObject({
      sessionToken: 'tok-customer',
      role: 'customer',
    });
  });

  it('links back to sign-in', () => {
    renderForm('/online-devices');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/signin?next=%2Fonline-devices',
    );
  });
});
