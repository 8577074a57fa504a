import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';

import { FleetFilterChips } from '@/components/devices/fleet/fleet-filter-chips';
import { NO_FLEET_FILTERS } from '@/lib/validations/device-filters';
import { renderWithIntl } from '@/test/render-with-intl';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

// The chips' code cannot be fetched (offline, or a new deployment replaced the page's files).
jest.mock('@/components/devices/fleet/fleet-filter-chip-list', () => {
  throw new Error('Failed to load chunk');
});

describe('the filter chips where their code cannot be fetched', () => {
  it('say the server could not be reached, and keep Add filter', async () => {
    renderWithIntl(<FleetFilterChips fleet={{ ...NO_FLEET_FILTERS, tags: ['pilot'] }} onChange={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(screen.getByRole('button', { name: 'Add filter' })).toBeInTheDocument();
  });
});
