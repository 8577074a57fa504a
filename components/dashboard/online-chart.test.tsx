import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';

import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { makeStats } from '@/test/components/dashboard';
import { renderWithIntl } from '@/test/render-with-intl';

import { OnlineChart } from './online-chart';

// The hourly peak is at 09:00 UTC on Monday 10 March 2025, the daily one on Friday 14 February (UTC).
const { hourly, daily } = makeStats();

describe('OnlineChart summary', () => {
  it('names the day and the hour of the peak in English, the bars keeping their short labels', async () => {
    renderWithIntl(<OnlineChart hourly={hourly} daily={daily} />);

    expect(
      screen.getByRole('img', {
        name: 'Devices online per hour over the last 24 hours: a peak of 9 on Monday at 9:00 AM, and 2 in the latest hour.',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Devices online per hour, last 24 hours' });
    expect(within(table).getByRole('rowheader', { name: 'Mon 9:00 AM' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    expect(
      screen.getByRole('img', {
        name: 'Devices online per day over the last 30 days: a peak of 77 on Friday, February 14, and 2 on the latest day.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Fri, Feb 14' })).toBeInTheDocument();
  });

  it('reads as German, the hour in the reader’s time zone and the day in UTC', async () => {
    // The German catalogue and a reader in Honolulu (UTC-10), where the hourly peak is Sunday 23:00.
    renderWithIntl(
      <NextIntlClientProvider locale="de" messages={de} timeZone="Pacific/Honolulu">
        <OnlineChart hourly={hourly} daily={daily} />
      </NextIntlClientProvider>,
      { locale: 'de' },
    );

    expect(
      screen.getByRole('img', {
        name: 'Geräte online pro Stunde in den letzten 24 Stunden: Höchstwert 9 am Sonntag um 23:00, in der letzten Stunde 2.',
      }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '30 Tage' }));
    expect(
      screen.getByRole('img', {
        name: 'Geräte online pro Tag in den letzten 30 Tagen: Höchstwert 77 am Freitag, 14. Februar, am letzten Tag 2.',
      }),
    ).toBeInTheDocument();
  });

  it('names the minutes of the hours in a zone offset by half an hour, and not in a whole-hour zone', () => {
    // The hours are UTC hours; at the default width every third bar is labelled, from the latest (12:00 UTC).
    const renderIn = (timeZone: string) =>
      renderWithIntl(
        <NextIntlClientProvider locale="en" messages={en} timeZone={timeZone}>
          <OnlineChart hourly={hourly} daily={daily} />
        </NextIntlClientProvider>,
      );

    // India is UTC+5:30: the bar of 09:00-10:00 UTC covers 2:30-3:30 PM there.
    const india = renderIn('Asia/Kolkata');
    const indiaChart = screen.getByRole('img', {
      name: 'Devices online per hour over the last 24 hours: a peak of 9 on Monday at 2:30 PM, and 2 in the latest hour.',
    });
    expect(within(indiaChart).getByText('2:30 PM')).toBeInTheDocument();
    expect(within(indiaChart).getByText('5:30 PM')).toBeInTheDocument();
    expect(within(indiaChart).queryByText('2 PM')).not.toBeInTheDocument();
    expect(within(indiaChart).getByText('Mon 2:30 PM: 9')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Devices online per hour, last 24 hours' })).getByRole(
        'rowheader',
        { name: 'Mon 2:30 PM' },
      ),
    ).toBeInTheDocument();
    india.unmount();

    // Berlin is UTC+1 in March: whole hours keep the short labels.
    renderIn('Europe/Berlin');
    const berlinChart = screen.getByRole('img', {
      name: 'Devices online per hour over the last 24 hours: a peak of 9 on Monday at 10:00 AM, and 2 in the latest hour.',
    });
    expect(within(berlinChart).getByText('10 AM')).toBeInTheDocument();
    expect(within(berlinChart).getByText('1 PM')).toBeInTheDocument();
    expect(within(berlinChart).queryByText('10:00 AM')).not.toBeInTheDocument();
    expect(within(berlinChart).getByText('Mon 10:00 AM: 9')).toBeInTheDocument();
  });
});
