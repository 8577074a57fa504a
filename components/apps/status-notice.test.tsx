import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MAIN_CONTENT_ID } from '@/components/shell/shell-ids';

import { StatusNotice } from './status-notice';

describe('StatusNotice', () => {
  it('says what happened in a live region, and on Dismiss leaves the focus on the page content', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    render(
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <StatusNotice message="“Shop” was deleted." dismissLabel="Dismiss" onDismiss={onDismiss} />
      </main>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('“Shop” was deleted.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
