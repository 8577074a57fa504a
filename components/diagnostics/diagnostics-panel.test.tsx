import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DEFAULT_DISPLAY_SETTINGS } from '@/lib/display/settings';
import { createConsoleStore } from '@/lib/state/store';
import { renderWithProviders, storeRecord } from '@/test/components/dashboard';
import { installFetch } from '@/test/fetch-mock';

import { DiagnosticsPanel } from './diagnostics-panel';

const T0 = Date.UTC(2025, 2, 10, 12, 0, 0);

function row(table: HTMLElement, name: string): HTMLElement {
  return within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
}

beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers({ now: T0, advanceTimers: true });
  process.env.NEXT_PUBLIC_BUILD_VERSION = '1.4.2';
  process.env.NEXT_PUBLIC_BUILD_COMMIT = 'abc1234';
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete process.env.NEXT_PUBLIC_BUILD_VERSION;
  delete process.env.NEXT_PUBLIC_BUILD_COMMIT;
});

describe('DiagnosticsPanel', () => {
  it('shows the session record with a live countdown, never the whole token', async () => {
    storeRecord('admin', 2 * 3_600_000, 'tok_secret_value_123');
    installFetch(() => ({ status: 200, body: { status: 'ok' } }));
    renderWithProviders(<DiagnosticsPanel />);

    const session = screen.getByRole('region', { name: 'Session' });
    expect(within(session).getByText('Role').nextSibling).toHaveTextContent('Admin');
    expect(within(session).getByText('Session token').nextSibling).toHaveTextContent('tok_se…');
    expect(session).not.toHaveTextContent('secret_value');
    expect(within(session).getByText('Expires at').nextSibling).toHaveTextContent('Mar 10, 2025');
    expect(within(session).getByText('Time left').nextSibling).toHaveTextContent('2h 0m 0s');
    expect(await screen.findByText('Checks finished.')).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(61_000);
    });
    expect(within(session).getByText('Time left').nextSibling).toHaveTextContent('1h 58m 59s');

    // Jump to just past the expiry (no need to tick through two hours), then one tick.
    jest.setSystemTime(T0 + 2 * 3_600_000 + 1000);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(within(session).getByText('Time left').nextSibling).toHaveTextContent('Expired');
  });

  it('measures both API hosts and can check again', async () => {
    storeRecord('admin');
    let releaseDashboard: () => void = () => undefined;
    const { calls, fetchMock } = installFetch(() => ({ status: 200, body: { status: 'ok' } }));
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push({ method: 'GET', url });
      if (url.startsWith('https://auth.test'))
        return { status: 200, ok: true, text: async () => '' } as Response;
      // The dashboard host answers later, and then with a network failure.
      await new Promise<void>((resolve) => (releaseDashboard = resolve));
      throw new TypeError('Failed to fetch');
    });
    // Start of both checks, end of the auth check, end of the dashboard check.
    jest
      .spyOn(performance, 'now')
      .mockReturnValueOnce(1000)
      .mockReturnValueOnce(1000)
      .mockReturnValueOnce(1042)
      .mockReturnValueOnce(1250);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<DiagnosticsPanel />);

    const table = screen.getByRole('table', { name: 'Reachability and latency of the API hosts' });
    expect(await within(row(table, 'Auth API')).findByText('Reachable (200)')).toBeInTheDocument();
    expect(row(table, 'Auth API')).toHaveTextContent('https://auth.test');
    expect(row(table, 'Auth API')).toHaveTextContent('42 ms');
    expect(row(table, 'Dashboard API')).toHaveTextContent('Checking…');
    // Busy, but aria-disabled rather than disabled: it keeps the focus it was pressed with.
    const busy = screen.getByRole('button', { name: 'Checking…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();

    await act(async () => releaseDashboard());
    expect(await within(row(table, 'Dashboard API')).findByText('Unreachable')).toBeInTheDocument();
    // The 250 ms it took to fail are not the host's latency: no answer, no figure.
    expect(row(table, 'Dashboard API')).not.toHaveTextContent('ms');
    expect(row(table, 'Dashboard API').lastElementChild).toHaveTextContent(/^–Not measured$/);
    expect(within(row(table, 'Dashboard API')).getByText('Not measured')).toHaveClass('sr-only');
    expect(calls.map((call) => call.url).sort()).toEqual([
      'https://auth.test/api/health',
      'https://dash.test/api/health',
    ]);

    fetchMock.mockImplementation(async () => ({ status: 200, ok: true, text: async () => '' }) as Response);
    await user.click(screen.getByRole('button', { name: 'Re-run checks' }));
    expect(await within(row(table, 'Dashboard API')).findByText('Reachable (200)')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('shows an external host without a health check as reachable, in neither red nor green', async () => {
    storeRecord('admin');
    const { fetchMock } = installFetch(() => ({ status: 200 }));
    fetchMock.mockImplementation(
      async (input: RequestInfo | URL) =>
        ({
          status: String(input).startsWith('https://auth.test') ? 404 : 503,
          ok: false,
          text: async () => '',
        }) as Response,
    );
    jest.spyOn(performance, 'now').mockReturnValueOnce(1000).mockReturnValueOnce(1000).mockReturnValue(1075);
    renderWithProviders(<DiagnosticsPanel />);

    const table = screen.getByRole('table', { name: 'Reachability and latency of the API hosts' });
    const auth = await within(row(table, 'Auth API')).findByText('Reachable, no health check (404)');
    expect(auth.className).not.toMatch(/red|emerald/);
    expect(row(table, 'Auth API')).toHaveTextContent('75 ms');
    const dashboard = await within(row(table, 'Dashboard API')).findByText('Answered with an error (503)');
    expect(dashboard.className).toMatch(/text-red/);
    // An error is an answer all the same, so its round trip counts.
    expect(row(table, 'Dashboard API')).toHaveTextContent('75 ms');
  });

  it('says so when the build knew no commit', async () => {
    process.env.NEXT_PUBLIC_BUILD_COMMIT = '';
    storeRecord('admin');
    installFetch(() => ({ status: 200 }));
    renderWithProviders(<DiagnosticsPanel />);

    const build = screen.getByRole('region', { name: 'Build' });
    expect(within(build).getByText('Commit').nextSibling).toHaveTextContent(/^Unknown$/);
    expect(await screen.findByText('Checks finished.')).toBeInTheDocument();
  });

  it('shows the build, the language and every display setting', async () => {
    storeRecord('admin');
    installFetch(() => ({ status: 200 }));
    const store = createConsoleStore();
    store.setState({
      displaySettings: {
        ...DEFAULT_DISPLAY_SETTINGS,
        theme: 'dark',
        rtlClass: 'rtl',
        semidark: true,
      },
    });
    renderWithProviders(<DiagnosticsPanel />, { store });

    const build = screen.getByRole('region', { name: 'Build' });
    expect(within(build).getByText('Version').nextSibling).toHaveTextContent('1.4.2');
    expect(within(build).getByText('Commit').nextSibling).toHaveTextContent('abc1234');

    const display = screen.getByRole('region', { name: 'Language and display' });
    const value = (label: string) => within(display).getByText(label).nextSibling;
    expect(value('Language')).toHaveTextContent('English (en)');
    // In words first, as the settings panel says them; the stored value after, for operators.
    expect(value('Theme')).toHaveTextContent(/^Dark \(dark\)$/);
    expect(value('Direction')).toHaveTextContent(/^Right to left \(rtl\)$/);
    expect(value('Menu')).toHaveTextContent(/^Vertical \(vertical\)$/);
    expect(value('Layout')).toHaveTextContent(/^Full width \(full\)$/);
    expect(value('Animation')).toHaveTextContent(/^None$/);
    expect(value('Navigation bar')).toHaveTextContent(/^Sticky \(navbar-sticky\)$/);
    expect(value('Semi-dark sidebar')).toHaveTextContent('On');
    expect(await screen.findByText('Checks finished.')).toBeInTheDocument();
  });
});
