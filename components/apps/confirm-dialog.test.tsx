import { describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithIntl } from '@/test/render-with-intl';

import { ConfirmDialog } from './confirm-dialog';

declare const jest: typeof JestObject;

function renderDialog(onConfirm: () => Promise<void>, onCancel = jest.fn()) {
  renderWithIntl(
    <ConfirmDialog
      title="Delete “Shop”?"
      description="Its devices are deleted."
      confirmLabel="Delete app"
      busyLabel="Working…"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { dialog: screen.getByRole('alertdialog', { name: 'Delete “Shop”?' }), onCancel };
}

describe('ConfirmDialog', () => {
  it('is a modal alert dialog that keeps focus inside and cancels on Escape', async () => {
    const user = userEvent.setup();
    const { dialog, onCancel } = renderDialog(async () => undefined);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Its devices are deleted.');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete app' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('waits for the action, ignoring Escape and a second click, and keeps focus on the button', async () => {
    const user = userEvent.setup();
    let finish: (value?: unknown) => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = () => resolve())));
    const { dialog, onCancel } = renderDialog(onConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Delete app' }));
    const busy = within(dialog).getByRole('button', { name: 'Working…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    finish();
    expect(await within(dialog).findByRole('button', { name: 'Delete app' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});
