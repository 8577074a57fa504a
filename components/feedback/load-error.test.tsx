import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { HttpError } from '@/lib/http/client';
import { renderWithIntl } from '@/test/render-with-intl';

import { LoadError } from './load-error';

const UNAVAILABLE = new HttpError(503, 'service_unavailable', 'database down');

describe('LoadError', () => {
  it("says the API error in the user's words in an alert, never the server's English", () => {
    renderWithIntl(<LoadError error={UNAVAILABLE} onRetry={() => {}} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The service is temporarily unavailable. Please try again in a few minutes.',
    );
    expect(alert).not.toHaveTextContent('database down');
    // The button is outside the alert: it is not read out as part of the message.
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('words a failure without an answer, or an unknown one, too', () => {
    const { rerender } = renderWithIntl(
      <LoadError error={new HttpError(0, 'network_error', 'fetch failed')} onRetry={() => {}} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your connection and try again.',
    );

    rerender(<LoadError error={new Error('boom')} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('reads the title and the message together in one alert', () => {
    renderWithIntl(
      <LoadError
        error={new HttpError(403, 'forbidden', 'nope')}
        onRetry={() => {}}
        title="Your apps could not be loaded."
      />,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your apps could not be loaded.You do not have permission to do this.');
    expect(within(alert).getByText('Your apps could not be loaded.')).toHaveClass('font-semibold');
  });

  it('calls onRetry when the retry button is pressed, by pointer or keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithIntl(<LoadError error={UNAVAILABLE} onRetry={onRetry} />);

    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveAttribute('type', 'button');
    expect(onRetry).not.toHaveBeenCalled();
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    retry.focus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('has a compact one-line form with the same alert, title and retry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithIntl(<LoadError compact error={UNAVAILABLE} onRetry={onRetry} title="Not refreshed." />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Not refreshed. The service is temporarily unavailable. Please try again in a few minutes.',
    );
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
