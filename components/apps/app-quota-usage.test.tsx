import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';

import type { AppQuota } from '@/lib/api/types';
import { renderWithIntl } from '@/test/render-with-intl';

import { AppQuotaUsage } from './app-quota-usage';

const quota = (overrides: Partial<AppQuota> = {}): AppQuota => ({
  limit: 150_000,
  windowSeconds: 60,
  custom: false,
  used: 1234,
  resetsAt: '2024-06-01T12:00:30.000Z',
  ...overrides,
});

describe('AppQuotaUsage', () => {
  it('says the heartbeats of this minute against the quota, in a named progress bar', () => {
    renderWithIntl(<AppQuotaUsage quota={quota()} />);
    expect(screen.getByText('Heartbeats this minute')).toBeInTheDocument();
    expect(screen.getByText('1,234 of 150,000')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Heartbeats this minute' });
    expect(bar).toHaveAttribute('aria-valuenow', '1234');
    expect(bar).toHaveAttribute('aria-valuemax', '150000');
    expect(bar).toHaveAttribute('aria-valuetext', '1,234 of 150,000');
    expect(screen.queryByText(/quota/i)).not.toBeInTheDocument();
  });

  it('names another window, and says when an administrator set the quota', () => {
    renderWithIntl(<AppQuotaUsage quota={quota({ windowSeconds: 3600, custom: true })} />);
    expect(screen.getByRole('progressbar', { name: 'Heartbeats this hour' })).toBeInTheDocument();
    expect(screen.getByText('An administrator set this quota for this app.')).toBeInTheDocument();
  });

  it('warns near the quota, and says until when beats are refused at it', () => {
    const { rerender } = renderWithIntl(<AppQuotaUsage quota={quota({ used: 120_000 })} />);
    expect(screen.getByText(/^Nearly at the quota/)).toBeInTheDocument();
    rerender(<AppQuotaUsage quota={quota({ used: 150_000 })} />);
    expect(
      screen.getByText('Quota reached: further heartbeats are refused until 12:00:30 PM.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '150000');
  });

  it('says a quota of 0 refuses every beat, and when there is no quota at all', () => {
    const { rerender } = renderWithIntl(
      <AppQuotaUsage quota={quota({ limit: 0, used: 0, resetsAt: null })} />,
    );
    expect(screen.getByText('The quota is 0: every heartbeat from this app is refused.')).toBeInTheDocument();
    rerender(<AppQuotaUsage quota={quota({ limit: null, windowSeconds: null })} />);
    expect(screen.getByText('No heartbeat quota applies to this app.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
