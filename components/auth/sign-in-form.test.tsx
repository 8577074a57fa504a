import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SignInForm } from '@/components/auth/sign-in-form';
import en from '@/messages/en.json';
import { fetchCall, jsonResponse, mockFetchForEachTest } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';
import { sessionAnswer } from '@/test/session-answer';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn(), back: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/auth/signin',
  useSearchParams: () => new URLSearchParams(),
}));

const fetchMock = mockFetchForEachTest();

function renderForm(props: Partial<Parameters<typeof SignInForm>[0]> = {}) {
  return renderWithIntl(<SignInForm next={null} notice={null} {...props} />);
}

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const expiresAt = Date.now() + 3_600_000;
const session = (role: 'customer' | 'admin') => sessionAnswer(role, expiresAt);

beforeEach(() => {
  replace.mockReset();
  window.localStorage.clear();
  document.cookie = 'auth_token=; Path=/; Max-Age=0';
});

describe('SignInForm', () => {
  it('has labelled email and password fields and says what is missing only after a submit attempt', async () => {
    const user = userEvent.setup();
    renderForm();

    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByText('Value is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findAllByText('Value is required')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Value is required');
    // Focus goes to the first field in error.
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says an email address is not valid once the field is left or the form submitted', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    // Still typing in the field: no verdict yet.
    expect(screen.queryByText('Value is not a valid email address')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Value is not a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Value is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the translated invalid_credentials message, keeps the email and clears the password', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: { code: 'invalid_credentials', message: 'Invalid email or password' } }),
    );
    renderForm();

    await signInWith('ada@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(en.ApiErrors.invalid_credentials);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-disabled');
  });

  it('says when a rate-limited attempt may be retried', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { error: { code: 'rate_limited', message: 'Too many' } }, { 'Retry-After': '12' }),
    );
    renderForm();

    await signInWith('ada@example.com', 'whatever');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 12 seconds.',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('whatever');
  });

  it('explains a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();

    await signInWith('ada@example.com', 'whatever');

    expect(await screen.findByRole('alert')).toHaveTextContent(en.ApiErrors.network_error);
  });

  it('disables the button while signing in, then stores the record and cookie and goes to the role home', async () => {
    let resolve: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    renderForm();

    await signInWith('  ada@example.com ', 'correct horse');

    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // Still focused (a disabled button would drop the focus to the page), and sends nothing more.
    expect(busy).toHaveFocus();
    await userEvent.setup().type(screen.getByLabelText('Password'), '{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, body } = fetchCall(fetchMock);
    expect(url).toBe('/api/v1/auth/login');
    // The email is trimmed like the schema says; the password is sent as typed.
    expect(body).toEqual({ email: 'ada@example.com', password: 'correct horse' });

    resolve(jsonResponse(200, session('admin')));

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/admin-dashboard'));
    expect(JSON.parse(window.localStorage.getItem('auth_token')!)).toEqual({
      sessionToken: 'tok-admin',
      role: 'admin',
      tokenExpirationTimestamp: expiresAt,
    });
    expect(JSON.parse(window.localStorage.getItem('user_info')!)).toMatchObject({ name: 'Ada' });
    expect(document.cookie).toContain('auth_token=');
    expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('returns to a safe next page the role may see', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, session('customer')));
    renderForm({ next: '/online-devices?page=2' });

    await signInWith('ada@example.com', 'correct horse');

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/online-devices?page=2'));
  });

  it('ignores a next page outside the console or the role', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, session('customer')));
    renderForm({ next: '/admin-dashboard' });

    await signInWith('ada@example.com', 'correct horse');

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  });

  // Formik loads when the user first reaches for the form (useFormOnInteraction): what they did before
  // it arrived carries over.
  it('sends what was filled in before Formik arrived, when the form was sent before that', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, session('customer')));
    renderForm();
    const unbound = screen.getByLabelText('Email');
    // A password manager fills the fields without focusing them; then the form is sent.
    fireEvent.change(unbound, { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.submit(unbound.closest('form')!);

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(fetchCall(fetchMock).body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(screen.getByLabelText('Email')).not.toBe(unbound);
  });

  it('keeps the focus and the typed text when Formik takes over', async () => {
    renderForm();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'half-typed' } });
    password.focus();
    password.setSelectionRange(4, 4);

    await waitFor(() => expect(screen.getByLabelText('Password')).not.toBe(password));
    const bound = screen.getByLabelText('Password') as HTMLInputElement;
    expect(bound).toHaveFocus();
    expect(bound).toHaveValue('half-typed');
    expect(bound.selectionStart).toBe(4);
    expect(screen.queryByText('Value is required')).not.toBeInTheDocument();
  });

  it('links to sign-up, keeping the next page, and explains an expired session', () => {
    renderForm({ next: '/app-management', notice: 'expired' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/signup?next=%2Fapp-management',
    );
    expect(screen.getByRole('status')).toHaveTextContent(en.Session.expired);
  });
});
