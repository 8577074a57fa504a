import { TextDecoder, TextEncoder } from 'node:util';

import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeApp, makeDevice, mockApi, openDevicesPage } from '@/test/components/devices';
import { renderWithIntl } from '@/test/render-with-intl';

import { OnlineDevicesTable } from './online-devices-table';

// The global `jest`, typed: the compiler hoists jest.mock above the imports only when called on it.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const devices = [
  makeDevice({ deviceId: 'dev-1', model: 'Pixel 8' }),
  makeDevice({ deviceId: 'dev-2', model: 'Galaxy S24' }),
  makeDevice({ deviceId: 'dev-3', model: 'Moto G', online: false }),
];

describe('OnlineDevicesTable export', () => {
  let blobs: Blob[];

  beforeEach(() => {
    openDevicesPage();
    mockApi({
      '/api/devices': { body: { data: devices, total: devices.length } },
      '/api/apps': { body: { data: [makeApp()], total: 1 } },
    });
    blobs = [];
    // jsdom has no Blob URLs and cannot download: record what would be saved.
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:test';
      }),
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  function readText(blob: Blob): Promise<string> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new TextDecoder().decode(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    });
  }

  it('downloads a CSV of exactly the selected devices', async () => {
    const user = userEvent.setup();
    renderWithIntl(<OnlineDevicesTable />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select row dev-1 (Field Notes)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row dev-3 (Field Notes)' }));
    await user.click(screen.getByRole('button', { name: 'Export selected (2)' }));

    expect(blobs).toHaveLength(1);
    const lines = (await readText(blobs[0]))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The columns in view, the status as the table says it.
    expect(lines[0]).toBe('Status,Device ID,App,Platform,Last seen');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'Online,dev-1',
      'Offline,dev-3',
    ]);
  });

  it('exports every device of the query with the columns in view, counting the rows received', async () => {
    const user = userEvent.setup();
    openDevicesPage({ search: 'q=pix&sort=deviceId&page=3' });
    window.localStorage.setItem('table:online-devices:columns', '{"model":true,"platform":false}');
    const api = global.fetch;
    const encoder = new TextEncoder();
    let release: () => void = () => {};
    const chunks = ['Status,Device ID\r\nOnline,a\r\n', 'Online,b\r\nOffline,c\r\n'];
    const whole = chunks.join('');
    const streamed = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/export?')) return api(input, init);
      const reader = {
        read: async () => {
          // The second chunk waits, to see the count of the first one on screen.
          if (chunks.length === 1) await new Promise<void>((resolve) => (release = resolve));
          const chunk = chunks.shift();
          return chunk ? { done: false, value: encoder.encode(chunk) } : { done: true, value: undefined };
        },
      };
      return { ok: true, status: 200, body: { getReader: () => reader } } as unknown as Response;
    });
    global.fetch = streamed as typeof fetch;
    renderWithIntl(<OnlineDevicesTable />);
    await screen.findByText('dev-1');
    await user.click(screen.getByRole('button', { name: 'Export all' }));
    const url = new URL(
      String(streamed.mock.calls.find(([input]) => String(input).includes('/export?'))![0]),
      'http://localhost',
    );
    expect(url.pathname).toBe('/api/devices/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sort: 'deviceId:asc',
      q: 'pix',
      status: 'online',
      columns: 'online,deviceId,appName,model,lastSeen',
      locale: 'en',
    });
    expect(await screen.findByText('1 device received')).toHaveAttribute('role', 'status');
    release();
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(await readText(blobs[0])).toBe(whole);
    // The count goes once the save has returned, which is after the file is handed over.
    await waitFor(() => expect(screen.queryByText(/received/)).not.toBeInTheDocument());
    window.localStorage.clear();
  });
});
