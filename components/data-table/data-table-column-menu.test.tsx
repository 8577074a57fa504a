import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DataTableColumnMenu } from '@/components/data-table/data-table-column-menu';
import { renderWithIntl } from '@/test/render-with-intl';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

// The list's code arrives when the test lets it (a slow network).
const network = { arrive: () => {}, arrived: Promise.resolve() };
function slowNetwork() {
  network.arrived = new Promise<void>((resolve) => {
    network.arrive = resolve;
  });
}
jest.mock('@/components/lazy/use-code-on-request', () => {
  const actual = jest.requireActual<typeof import('@/components/lazy/use-code-on-request')>(
    '@/components/lazy/use-code-on-request',
  );
  return {
    useCodeOnRequest: <T,>(load: () => Promise<T>) =>
      actual.useCodeOnRequest(() => network.arrived.then(load)),
  };
});

const columns = [
  { id: 'deviceId', label: 'Device ID', visible: true },
  { id: 'model', label: 'Model', visible: false },
];

function renderMenu() {
  renderWithIntl(
    <>
      <DataTableColumnMenu columns={columns} onToggle={() => {}} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Columns' });
}

describe('the column menu on a slow network', () => {
  it('opens when its list arrives after a press', async () => {
    slowNetwork();
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await act(async () => network.arrive());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Columns to show' })).toBeInTheDocument();
  });

  it('stays shut when the user moved on before its list arrived', async () => {
    slowNetwork();
    const user = userEvent.setup();
    const button = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await act(async () => network.arrive());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Columns to show' })).not.toBeInTheDocument();
  });

  it('stays shut when pressed again before its list arrived', async () => {
    slowNetwork();
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.click(button);
    await act(async () => network.arrive());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
