import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Customer } from '@/lib/api/types';
import { storeRecord } from '@/test/components/shell';
import { installFetch, type Answer } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';

import { CustomerSelect } from './customer-select';

const CUSTOMERS: Customer[] = [
  { id: 'c1', name: 'Ada Lovelace', email: 'ada@example.com', createdAt: '', appCount: 1, devicesTotal: 3 },
  { id: 'c2', name: 'Grace Hopper', email: 'grace@example.com', createdAt: '', appCount: 2, devicesTotal: 5 },
];
const LISTED: Answer = { status: 200, body: { data: CUSTOMERS, total: CUSTOMERS.length } };
const FAILED: Answer = { status: 500, body: { error: { code: 'internal', message: 'boom' } } };

/** The fake API: GET /api/admin/customers answers `answer()`, anything else 404. */
function installCustomersApi(answer: () => Answer | Promise<Answer>) {
  return installFetch((_method, url) =>
    url === '/api/admin/customers'
      ? answer()
      : { status: 404, body: { error: { code: 'not_found', message: 'No route' } } },
  );
}

function renderSelect(layout: 'stacked' | 'inline', value = '', onChange = jest.fn<(id: string) => void>()) {
  renderWithIntl(<CustomerSelect layout={layout} label="Owner" value={value} onChange={onChange} />);
  return { onChange, select: screen.getByRole('combobox', { name: 'Owner' }) };
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('admin');
});

describe.each(['stacked', 'inline'] as const)('CustomerSelect (%s)', (layout) => {
  it('offers every customer with name and email from the API, after "All customers"', async () => {
    const { calls } = installCustomersApi(() => LISTED);
    const { select } = renderSelect(layout);

    expect(
      await within(select).findByRole('option', { name: 'Grace Hopper (grace@example.com)' }),
    ).toBeInTheDocument();
    expect(optionNames(select)).toEqual([
      'All customers',
      'Ada Lovelace (ada@example.com)',
      'Grace Hopper (grace@example.com)',
    ]);
    expect(select).toHaveValue('');
    expect(select).not.toHaveAttribute('aria-describedby');
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', auth: 'Bearer test-token' })]);
  });

  it('calls onChange with the id of the customer chosen', async () => {
    installCustomersApi(() => LISTED);
    const { select, onChange } = renderSelect(layout);
    await userEvent.selectOptions(
      select,
      await within(select).findByRole('option', { name: 'Ada Lovelace (ada@example.com)' }),
    );
    expect(onChange).toHaveBeenLastCalledWith('c1');
    await userEvent.selectOptions(select, 'All customers');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps an id that is not in the list selected: neutral while loading, "Unknown customer" once loaded', async () => {
    let answer: (value: Answer) => void = () => undefined;
    installCustomersApi(() => new Promise<Answer>((resolve) => (answer = resolve)));
    const { select } = renderSelect(layout, 'gone');

    expect(select).toHaveValue('gone');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('Selected customer');
    expect(screen.queryByText('Unknown customer')).not.toBeInTheDocument();

    answer(LISTED);
    expect(await within(select).findByRole('option', { name: 'Unknown customer' })).toBeInTheDocument();
    expect(select).toHaveValue('gone');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('Unknown customer');
    expect(optionNames(select)).toEqual([
      'Unknown customer',
      'All customers',
      'Ada Lovelace (ada@example.com)',
      'Grace Hopper (grace@example.com)',
    ]);
  });

  it('names a listed id by its customer', async () => {
    installCustomersApi(() => LISTED);
    const { select } = renderSelect(layout, 'c2');
    await waitFor(() =>
      expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
        'Grace Hopper (grace@example.com)',
      ),
    );
    expect(screen.queryByText('Selected customer')).not.toBeInTheDocument();
  });

  it('says when the list failed, described on the select, and Try again loads it', async () => {
    let answer = FAILED;
    installCustomersApi(() => answer);
    const { select } = renderSelect(layout, 'c2');

    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(/^The list of customers could not be loaded\./),
    );
    // Without the list the id is not known to be wrong: it keeps the neutral label.
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('Selected customer');
    expect(optionNames(select)).toEqual(['Selected customer', 'All customers']);

    answer = LISTED;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await within(select).findByRole('option', { name: 'Ada Lovelace (ada@example.com)' }),
    ).toBeInTheDocument();
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
      'Grace Hopper (grace@example.com)',
    );
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(select).not.toHaveAttribute('aria-describedby');
  });
});
