import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';

import { renderWithIntl } from '@/test/render-with-intl';

import { DeviceOnlineChart } from './device-online-chart';

const DAY_MS = 86_400_000;

/** The hidden table's figures, oldest day first: what a screen reader reads for each day. */
function figures() {
  const table = screen.getByRole('table', { name: 'Time online per day' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('cell').textContent);
}

describe('DeviceOnlineChart', () => {
  it('reads "Not seen yet" for the days before the first sighting, and "Not online" for a day since without a session', () => {
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    // First seen two days ago at 01:00 UTC, online for half an hour then.
    const firstSeen = today - 2 * DAY_MS + 3_600_000;
    const end = firstSeen + 30 * 60_000;
    const { container } = renderWithIntl(
      <DeviceOnlineChart
        sessions={[{ start: new Date(firstSeen).toISOString(), end: new Date(end).toISOString() }]}
        firstSeen={new Date(firstSeen).toISOString()}
      />,
    );
    expect(figures()).toEqual([
      'Not seen yet',
      'Not seen yet',
      'Not seen yet',
      'Not seen yet',
      '30 minutes',
      'Not online',
      'Not online',
    ]);
    // The chart's bars say the same on hover.
    const titles = Array.from(container.querySelectorAll('svg rect title'), (title) => title.textContent);
    expect(titles).toHaveLength(7);
    expect(titles[0]).toMatch(/: Not seen yet$/);
    expect(titles[4]).toMatch(/: 30 minutes$/);
    expect(titles[6]).toMatch(/: Not online$/);
  });
});
