import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithIntl } from '@/test/render-with-intl';

import { RouteError } from './route-error';

describe('RouteError', () => {
  beforeEach(() => {
    // The boundary logs the error for developers; keep the test output clean.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('says what happened and gives the digest, never the server’s message', () => {
    const error = Object.assign(new Error('relation "devices" does not exist'), { digest: '2417380712' });
    renderWithIntl(<RouteError error={error} retry={() => {}} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('This page could not be shown. Try again, or come back in a moment.'),
    ).toBeVisible();
    expect(screen.getByText('Reference: 2417380712')).toBeInTheDocument();
    expect(screen.queryByText(/relation/)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(error);
  });

  it('tries again on request, and shows no reference without a digest', async () => {
    const retry = jest.fn();
    renderWithIntl(<RouteError error={new Error('x')} retry={retry} inCard />);

    expect(screen.queryByText(/^Reference:/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
