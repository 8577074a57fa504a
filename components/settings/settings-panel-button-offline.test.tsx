import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SettingsPanelButton } from '@/components/settings/settings-panel-button';
import en from '@/messages/en.json';
import { installMatchMedia, renderWithProviders } from '@/test/components/shell';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

// The drawer's code (loaded on request) cannot be fetched while `network.offline` is set. A module
// factory that throws is not cached, so the next import tries again, as a browser's would.
const network = { offline: true };
jest.mock('@/components/settings/settings-panel', () => {
  if (network.offline) throw new Error('Failed to fetch dynamically imported module');
  return jest.requireActual('@/components/settings/settings-panel');
});

beforeEach(() => window.localStorage.clear());

describe('settings button without the drawer code', () => {
  it('says the server could not be reached, keeps the page, and opens the drawer on the next press once online', async () => {
    installMatchMedia({ width: 1280 });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPanelButton />);
    const opener = screen.getByRole('button', { name: 'Display settings' });

    await user.click(opener);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.ApiErrors.network_error);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'false');

    network.offline = false;
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Display settings' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
