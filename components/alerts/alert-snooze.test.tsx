import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { renderWithIntl } from '@/test/render-with-intl';

import { AlertSnoozeControls } from './alert-snooze';

describe('AlertSnoozeControls', () => {
  it('offers an hour or a day while the alerts are on', async () => {
    const onSnooze = jest.fn();
    renderWithIntl(
      <AlertSnoozeControls snooze={{ snoozedUntil: null }} onSnooze={onSnooze} onResume={() => {}} />,
    );
    expect(
      screen.getByText('Snoozed alerts send nothing; what still holds when the snooze ends is sent then.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Snooze for an hour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Snooze for a day' }));
    expect(onSnooze.mock.calls).toEqual([[1], [24]]);
    expect(screen.queryByRole('button', { name: 'Resume alerts' })).not.toBeInTheDocument();
  });

  it('says until when they are snoozed, and resumes them', async () => {
    const onResume = jest.fn();
    renderWithIntl(
      <AlertSnoozeControls
        snooze={{ snoozedUntil: '2026-12-04T18:30:00.000Z' }}
        onSnooze={() => {}}
        onResume={onResume}
      />,
    );
    expect(
      screen.getByText(/^Alerts snoozed until .+: no new alert is sent until then\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Snooze for an hour' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume alerts' }));
    expect(onResume).toHaveBeenCalledTimes(1);
  });

  it('moves the focus to the button that undoes what was pressed, which replaced it', async () => {
    function Harness() {
      const [until, setUntil] = useState<string | null>(null);
      return (
        <AlertSnoozeControls
          snooze={{ snoozedUntil: until }}
          onSnooze={() => setUntil('2026-12-04T18:30:00.000Z')}
          onResume={() => setUntil(null)}
        />
      );
    }
    renderWithIntl(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Snooze for a day' }));
    expect(screen.getByRole('button', { name: 'Resume alerts' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Snooze for an hour' })).toHaveFocus();
  });
});
