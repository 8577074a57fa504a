/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import type { AlertEvent } from '@/lib/api/contract/alerts';
import { deliveryBody } from '@/lib/server/alerts/post';
import { resetSettings } from '@/lib/settings/define';

/** The Slack format of a webhook endpoint (docs/product.md, Alerts): a Block Kit message. */
const event = (type: AlertEvent['type'], data: Record<string, unknown>): AlertEvent => ({
  id: 'e1',
  type,
  appId: 'a1',
  occurredAt: '2026-03-07T12:05:00.000Z',
  data,
});

interface Block {
  type: string;
  text?: { text: string };
  fields?: { text: string }[];
  elements?: { text?: unknown; url?: string }[];
}

async function slack(value: AlertEvent) {
  return JSON.parse(await deliveryBody(value, 'slack')) as { text: string; blocks: Block[] };
}

afterEach(() => {
  delete process.env.CONSOLE_URL;
  delete process.env.PRODUCT_NAME;
  resetSettings();
});

describe('the Slack format', () => {
  it('sends a digest as a header, the figures as fields, the first devices named, and a link', async () => {
    process.env.CONSOLE_URL = 'https://console.example.com';
    process.env.PRODUCT_NAME = 'Acme Fleet';
    resetSettings();
    const devices = Array.from({ length: 12 }, (_, i) => ({ deviceId: `kiosk-${i + 1}`, lastSeen: 'x' }));
    const body = await slack(event('device.offline', { appName: 'Shop <app>', count: 312, devices }));
    // Names are escaped (in `text` too, which Slack reads as mrkdwn): an app cannot make a link or a mention.
    expect(body.text).toBe('312 devices of Shop &lt;app&gt; went offline');
    expect(body.blocks.map((block) => block.type)).toEqual([
      'header',
      'section',
      'section',
      'context',
      'actions',
    ]);
    expect(body.blocks[0]!.text!.text).toBe('312 devices of Shop <app> went offline');
    expect(body.blocks[1]!.fields!.map((field) => field.text)).toEqual([
      '*App*\nShop &lt;app&gt;',
      '*Devices*\n312',
    ]);
    expect(body.blocks[2]!.text!.text).toBe(
      `${devices
        .slice(0, 10)
        .map((device) => `\`${device.deviceId}\``)
        .join(', ')} and 302 more`,
    );
    expect(body.blocks[3]!.elements![0]!.text).toBe('Acme Fleet, Mar 7, 2026 at 12:05 PM (UTC)');
    expect(body.blocks[4]!.elements![0]!.url).toBe('https://console.example.com/online-devices');
  });

  it('writes in the endpoint’s language: words, numbers and the date', async () => {
    process.env.CONSOLE_URL = 'https://console.example.com';
    resetSettings();
    const opened = event('incident.opened', {
      id: 'i1',
      scope: { appName: 'Kasse' },
      devicesAffected: 1312,
      devicesInScope: 4200,
    });
    const body = JSON.parse(await deliveryBody(opened, 'slack', 'de')) as { text: string; blocks: Block[] };
    expect(body.text).toBe('Kasse: 1.312 Geräte von 4.200 sind gemeinsam offline gegangen');
    expect(body.blocks[1]!.fields!.map((field) => field.text)).toEqual([
      '*App-Name*\nKasse',
      '*Geräte*\n1.312',
    ]);
    expect(body.blocks.at(-2)!.elements![0]!.text).toBe('Fleetdeck, am 7. März 2026 um 12:05 Uhr (UTC)');
    expect(body.blocks.at(-1)!.elements![0]!.text).toEqual({ type: 'plain_text', text: 'Vorfall öffnen' });
    // A language this console no longer has, or none: its default.
    const unknown = JSON.parse(await deliveryBody(opened, 'slack', 'xx')) as { text: string };
    expect(unknown.text).toBe('Kasse: 1,312 devices of 4,200 went offline together');
  });

  it('says a share rule’s figures and view, and sends no link without CONSOLE_URL', async () => {
    const body = await slack(
      event('app.offline_share', {
        appName: 'Shop',
        offlineSharePercent: 20,
        offline: 1350,
        seen: 4200,
        view: { id: 'v1', name: 'store-42' },
      }),
    );
    expect(body.text).toBe('Shop: more than 20% of its devices are offline');
    expect(body.blocks[1]!.fields!.map((field) => field.text)).toEqual([
      '*App*\nShop',
      '*Offline now*\n1,350 of 4,200',
      '*Counted among the view*\nstore-42',
    ]);
    expect(body.blocks.map((block) => block.type)).toEqual(['header', 'section', 'context']);
    // As "Send test event" queues it (lib/server/alerts/deliveries.ts).
    expect(
      (await slack(event('test', { appName: 'Shop', message: 'A test event from Fleetdeck' }))).text,
    ).toBe('A test event from Fleetdeck for Shop');
  });

  it('makes a message of an event with missing or mangled data, rather than failing its delivery', async () => {
    const mangled = {
      id: 'e2',
      type: 'device.offline',
      appId: 'a1',
      occurredAt: 'not a time',
      data: { count: 2, devices: [null, { deviceId: 'kiosk-1' }, 'x'] },
    } as unknown as AlertEvent;
    const body = await slack(mangled);
    expect(body.text).toBe('2 devices of a1 went offline');
    expect(body.blocks[2]!.text!.text).toBe('`kiosk-1` and 1 more');
    const bare = {
      id: 'e3',
      type: 'app.recovered',
      appId: 'a1',
      occurredAt: '',
      data: null,
    } as unknown as AlertEvent;
    expect((await slack(bare)).text).toBe('a1: the share of offline devices is back under 0%');
  });

  it('words an incident from its figures and links to its page', async () => {
    process.env.CONSOLE_URL = 'https://console.example.com';
    resetSettings();
    const incident = {
      id: 'inc-1',
      status: 'open',
      scope: { appId: 'a1', appName: 'Shop', viewId: 'v1', viewName: 'store-42' },
      devicesAffected: 312,
      devicesOffline: 312,
      devicesInScope: 1350,
    };
    const opened = await slack(event('incident.opened', incident));
    expect(opened.text).toBe('Shop: 312 devices of 1,350 went offline together');
    expect(opened.blocks[1]!.fields!.map((field) => field.text)).toEqual([
      '*App*\nShop',
      '*Devices*\n312',
      '*Counted among the view*\nstore-42',
    ]);
    expect(opened.blocks.at(-1)!.elements![0]!.url).toBe('https://console.example.com/incidents/inc-1');
    expect((await slack(event('incident.updated', incident))).text).toBe(
      'Shop: the incident grew to 312 devices of 1,350',
    );
    expect((await slack(event('incident.resolved', incident))).text).toBe(
      'Shop: the incident of 312 devices is resolved',
    );
  });
});
