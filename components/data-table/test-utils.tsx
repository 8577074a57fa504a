import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';

import en from '@/messages/en.json';

import { dataTableColumnHelper } from './features';

/** Renders with the English messages, as the app does (test helper, not shipped). */
export function renderWithIntl(ui: ReactElement): RenderResult {
  const wrap = (node: ReactNode) => (
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      {node}
    </NextIntlClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}

export interface TestDevice {
  id: string;
  model: string;
  app: string;
  sdk: number;
  lastSeen: Date;
}

export function makeDevices(count: number): TestDevice[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `dev-${String(i + 1).padStart(3, '0')}`,
    model: `Model ${String.fromCharCode(65 + (i % 26))}`,
    app: i % 2 === 0 ? 'Alpha' : 'Beta',
    sdk: (i * 7) % 10,
    lastSeen: new Date(Date.UTC(2024, 0, 1, 0, i)),
  }));
}

const col = dataTableColumnHelper<TestDevice>();

export const deviceColumns = col.columns([
  col.accessor('id', { header: 'Device ID' }),
  col.accessor('model', { header: 'Model' }),
  col.accessor('app', { header: 'App' }),
  col.accessor('sdk', { header: 'SDK', meta: { align: 'end' } }),
  col.accessor('lastSeen', {
    header: () => <span>Last seen</span>,
    meta: { label: 'Last seen' },
    cell: (info) => info.getValue().toISOString(),
  }),
]);

export const getDeviceId = (device: TestDevice) => device.id;
