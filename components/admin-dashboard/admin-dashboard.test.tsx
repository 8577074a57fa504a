import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { apps, dashboardApi, stats } from '@/test/components/admin-dashboard';
import { mockApi, requestedUrls } from '@/test/components/devices';
import { storeRecord } from '@/test/components/shell';
import { renderWithIntl } from '@/test/render-with-intl';

import { AdminDashboardOverview } from './admin-dashboard-overview';

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('admin');
});

describe('AdminDashboardOverview', () => {
  it('shows the headline counts and devices and apps per platform', async () => {
    const fetchMock = dashboardApi();
    renderWithIntl(<AdminDashboardOverview />);

    const customers = await screen.findByText('Customers');
    await waitFor(() => expect(customers.nextElementSibling).toHaveTextContent('2'));
    expect(screen.getByText('Devices online', { selector: 'dt' }).nextElementSibling).toHaveTextContent('37');
    expect(screen.getByText('Devices total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('420');
    expect(screen.getByText('Apps', { selector: 'dt' }).nextElementSibling).toHaveTextContent('3');

    const android = (await screen.findByRole('heading', { name: 'Android' })).closest('li')!;
    expect(android).toHaveTextContent('300 devices');
    expect(android).toHaveTextContent('1 app');
    const other = screen.getByRole('heading', { name: 'Other' }).closest('li')!;
    expect(other).toHaveTextContent('0 devices');
    expect(other).toHaveTextContent('0 apps');

    expect(requestedUrls(fetchMock)).toEqual(
      expect.arrayContaining(['/api/admin/stats', '/api/admin/apps', '/api/admin/customers']),
    );
  });

  it('says when the figures could not be loaded and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      '/api/admin/stats': () =>
        fail
          ? { status: 403, body: { error: { code: 'forbidden', message: 'no' } } }
          : { body: { data: stats } },
      '/api/admin/apps': { body: { data: apps, total: 3 } },
      '/api/admin/customers': { body: { data: [], total: 2 } },
    });
    renderWithIntl(<AdminDashboardOverview />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    // The figures from the failed call say they are not available, not that they are on their way.
    const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(figure('Apps')).toHaveTextContent('–Not available');
    expect(figure('Devices total')).toHaveTextContent('–Not available');
    await waitFor(() => expect(figure('Customers')).toHaveTextContent('2'));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Android' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(figure('Apps')).toHaveTextContent('3');
  });
});
