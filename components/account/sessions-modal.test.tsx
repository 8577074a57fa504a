import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SessionsModal } from '@/components/account/sessions-modal';
import { storeRecord } from '@/test/components/shell';
import { installFetch } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const session = (
  id: string,
  current: boolean,
  userAgent: string | null,
  ip: string | null,
  secondFactor: 'totp' | 'recovery_code' | null = null,
) => ({
  id,
  current,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastActiveAt: '2026-11-27T09:30:00.000Z',
  ip,
  userAgent,
  secondFactor,
});
const SESSIONS = [
  session('s1', true, CHROME, '203.0.113.9', 'totp'),
  session('s2', false, FIREFOX, '198.51.100.7'),
  session('s3', false, null, null),
];

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('customer');
});

describe('SessionsModal', () => {
  it('lists the devices with browser, system, address and times, this one marked', async () => {
    installFetch(() => ({ body: { data: SESSIONS } }));
    renderWithIntl(<SessionsModal onClose={() => undefined} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Chrome 131 on Windows 10This deviceAddress: 203.0.113.9Signed in: Nov 20, 2026, 8:00 AM · second step: authenticator appLast active: Nov 27, 2026, 9:30 AM',
      'Firefox 133 on LinuxAddress: 198.51.100.7Signed in: Nov 20, 2026, 8:00 AMLast active: Nov 27, 2026, 9:30 AMSign out',
      'Unknown browserAddress: unknownSigned in: Nov 20, 2026, 8:00 AMLast active: Nov 27, 2026, 9:30 AMSign out',
    ]);
    expect(within(items[0]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('signs one device out, then every other one', async () => {
    const { calls } = installFetch((method) =>
      method === 'GET' ? { body: { data: SESSIONS } } : { status: 204 },
    );
    renderWithIntl(<SessionsModal onClose={() => undefined} />);
    const user = userEvent.setup();
    const [, firefox] = await screen.findAllByRole('listitem');
    await user.click(within(firefox).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Firefox 133 on Linux was signed out.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('1 device was signed out.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('No other device is signed in.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/user/sessions/s2',
      '/api/user/sessions/s3',
    ]);
    expect(screen.getByRole('heading', { name: 'Signed-in devices' })).toHaveFocus();
  });
});
