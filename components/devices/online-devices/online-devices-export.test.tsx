import { TextDecoder } from 'node:util';

import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
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
    expect(lines[0]).toBe(
      'Status,Device ID,App,Platform,OS version,Model,SDK version,App version,Last seen,First seen',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'online,dev-1',
      'offline,dev-3',
    ]);
  });
});
