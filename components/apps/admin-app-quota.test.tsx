import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { adminApps, installFakeApi } from '@/test/components/apps';
import { storeRecord } from '@/test/components/shell';
import { setNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { AdminAppManagementTable } from './admin-app-management-table';

declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('admin');
  setNavigation({ pathname: '/admin/app-management', followsLinks: true });
});
afterEach(() => {
  jest.restoreAllMocks();
});

// The first render loads the table's code: on a busy machine that takes longer than the default second.
const LOAD = { timeout: 5000 };

/** The row of the app named `name`: the first line of its app cell (the bundle ID is under it). */
async function rowOf(name: string): Promise<HTMLElement> {
  return (await screen.findByText(name, { selector: 'td span' }, LOAD)).closest('tr') as HTMLElement;
}

async function openQuota(name: string) {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: `Change the heartbeat quota of ${name}` }, LOAD),
  );
  const dialog = await screen.findByRole('dialog', { name: `Heartbeat quota of “${name}”` }, LOAD);
  return { user, dialog };
}

const patches = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((call) => call.method === 'PATCH').map(({ url, body }) => ({ url, body }));

describe('AdminAppManagementTable heartbeat quota', () => {
  it('shows each app’s quota, whose it is and what it used', async () => {
    installFakeApi(adminApps());
    renderWithIntl(<AdminAppManagementTable />);
    const shop = await rowOf('Shop');
    expect(shop).toHaveTextContent('150,000 per minute');
    expect(shop).toHaveTextContent('Default · 1,234 used');
    const notes = await rowOf('Notes');
    expect(notes).toHaveTextContent('500 per minute');
    expect(notes).toHaveTextContent('Set for this app');
  });

  it('gives an app its own quota, typed with digit grouping, and updates the row in place', async () => {
    const api = installFakeApi(adminApps());
    renderWithIntl(<AdminAppManagementTable />);
    const { user, dialog } = await openQuota('Radio');
    expect(within(dialog).getByRole('radio', { name: 'The default: 150,000 per minute' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'A quota for this app' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Heartbeats per minute' }), '2,500');
    await user.click(within(dialog).getByRole('button', { name: 'Save quota' }));

    expect(await screen.findByText('The heartbeat quota of “Radio” was saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches(api)).toEqual([{ url: '/api/admin/apps/a2', body: { heartbeatQuota: 2500 } }]);
    const radio = await rowOf('Radio');
    expect(radio).toHaveTextContent('2,500 per minute');
    expect(radio).toHaveTextContent('Set for this app');
  });

  it('puts an app back on the default with null', async () => {
    const api = installFakeApi(adminApps());
    renderWithIntl(<AdminAppManagementTable />);
    const { user, dialog } = await openQuota('Notes');
    const amount = within(dialog).getByRole('textbox', { name: 'Heartbeats per minute' });
    expect(amount).toHaveValue('500');
    await user.click(within(dialog).getByRole('radio', { name: 'The default: 150,000 per minute' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save quota' }));
    await screen.findByText('The heartbeat quota of “Notes” was saved.');
    expect(patches(api)).toEqual([{ url: '/api/admin/apps/a3', body: { heartbeatQuota: null } }]);
    expect(await rowOf('Notes')).toHaveTextContent('150,000 per minuteDefault');
  });

  it('refuses what is not a whole number before calling, and shows the API’s verdict on the field', async () => {
    const api = installFakeApi(adminApps());
    renderWithIntl(<AdminAppManagementTable />);
    const { user, dialog } = await openQuota('Notes');
    const amount = within(dialog).getByRole('textbox', { name: 'Heartbeats per minute' });
    const save = within(dialog).getByRole('button', { name: 'Save quota' });

    await user.clear(amount);
    await user.type(amount, '1.5');
    await user.click(save);
    expect(amount).toHaveAccessibleDescription(/Enter a whole number, 0 or more/);
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.click(save);
    expect(amount).toHaveAccessibleDescription(/Value is required/);
    expect(patches(api)).toEqual([]);

    api.fail('PATCH /api/admin/apps/a3', {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid',
          fields: { heartbeatQuota: 'maxNumber:1000000000' },
        },
      },
    });
    await user.type(amount, '7000000000');
    await user.click(save);
    expect(
      await within(dialog).findByText('Enter a number no greater than 1,000,000,000'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await rowOf('Notes')).toHaveTextContent('500 per minute');
  });
});
