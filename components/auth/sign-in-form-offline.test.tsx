import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { SignInForm } from '@/components/auth/sign-in-form';
import en from '@/messages/en.json';
import { fetchCall, jsonResponse, mockFetchForEachTest } from '@/test/fetch-mock';
import { mockNavigation, setNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';
import { sessionAnswer } from '@/test/session-answer';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

// The form's code (loaded on first use) cannot be fetched while `network.offline` is set. A module
// factory that throws is not cached, so the next import tries again, as a browser's would; once
// loaded, the module stays (one test here).
const network = { offline: true, attempts: 0 };
jest.mock('@/components/auth/sign-in-formik', () => {
  network.attempts += 1;
  if (network.offline) throw new Error('Failed to fetch dynamically imported module');
  return jest.requireActual('@/components/auth/sign-in-formik');
});

const fetchMock = mockFetchForEachTest();

beforeEach(() => {
  network.offline = true;
  network.attempts = 0;
  setNavigation({ pathname: '/auth/signin' });
  window.localStorage.clear();
});

describe('SignInForm without its form code', () => {
  it('says the server could not be reached when sent offline, keeps the values, and sends them when asked again', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, sessionAnswer('customer')));
    renderWithIntl(<SignInForm next={null} notice={null} />);
    // A focus that cannot fetch the code says nothing: the user has not asked for anything yet.
    act(() => screen.getByLabelText('Email').focus());
    // The fetch of the code was tried and has failed (what the failure renders is flushed by act).
    await waitFor(() => expect(network.attempts).toBe(1));
    await act(async () => {});
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    const form = screen.getByLabelText('Email').closest('form')!;
    fireEvent.submit(form);

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en.ApiErrors.network_error));
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(fetchMock).not.toHaveBeenCalled();

    // Back online, a click in a field brings the form's code; the form is not sent until asked again.
    network.offline = false;
    act(() => screen.getByLabelText('Password').focus());
    await waitFor(() => expect(screen.getByLabelText('Email').closest('form')).not.toBe(form));
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.submit(screen.getByLabelText('Email').closest('form')!);
    await waitFor(() => expect(mockNavigation.replace).toHaveBeenCalledWith('/'));
    expect(fetchCall(fetchMock).body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
  });
});
