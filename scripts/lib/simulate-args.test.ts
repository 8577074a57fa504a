/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { parseSimulateArgs } from './simulate-args';

describe('parseSimulateArgs', () => {
  it('has the documented defaults: the demo customers’ apps, a beat every 30 s', () => {
    expect(parseSimulateArgs([], { PORT: '4000' })).toEqual({
      url: 'http://127.0.0.1:4000',
      devices: 100,
      intervalSeconds: 30,
      durationSeconds: undefined,
      ratePerSecond: undefined,
      concurrency: 16,
      appKeys: [],
      allApps: false,
      warnings: [],
    });
    expect(
      parseSimulateArgs(['--all-apps', '--devices', '5', '--url', 'https://console.example.com/'], {}),
    ).toMatchObject({ allApps: true, devices: 5, url: 'https://console.example.com' });
  });

  it.each([
    [['--concurrency', '0.5'], '--concurrency must be a whole number of at least 1, got "0.5"'],
    [['--concurrency', '0'], '--concurrency must be a whole number'],
    [['--devices', '2.5'], '--devices must be a whole number'],
    [['--devices', '1e3'], '--devices must be a whole number'],
    [['--interval', '0'], '--interval must be a positive number'],
    [['--rate', 'fast'], '--rate must be a positive number'],
    [['--app-key', 'fdk_x', '--all-apps'], 'either --app-key or --all-apps'],
  ])('refuses %j', (args, message) => {
    expect(() => parseSimulateArgs(args, {})).toThrow(message);
  });

  it('warns when devices would beat faster than the per-device limit lets them', () => {
    expect(parseSimulateArgs(['--interval', '10'], {}).warnings).toEqual([]);
    expect(parseSimulateArgs(['--interval', '5'], {}).warnings).toEqual([
      'a heartbeat every 5 s per device is more than the default DEVICE_HEARTBEAT_RATE_LIMIT 6/1m allows ' +
        '(one every 10 s): the console will answer 429, and each refusal pauses that device’s whole app; ' +
        'use --interval 10 or more',
    ]);
    // This machine's setting when there is one; a rate cap that slows each device down is taken into account.
    expect(parseSimulateArgs(['--interval', '5'], { DEVICE_HEARTBEAT_RATE_LIMIT: '20/1m' }).warnings).toEqual(
      [],
    );
    expect(parseSimulateArgs(['--interval', '5'], { DEVICE_HEARTBEAT_RATE_LIMIT: 'off' }).warnings).toEqual(
      [],
    );
    expect(parseSimulateArgs(['--interval', '1', '--devices', '10', '--rate', '1'], {}).warnings).toEqual([]);
  });
});
