/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';

import { resetSettings } from '@/lib/settings/define';

/**
 * The SSRF guard (targets.ts) against what a hostile DNS name can answer: the resolver is stubbed, so
 * a name answers what each case needs, and no query leaves the machine.
 */
jest.mock('node:dns', () => ({ lookup: jest.fn() }));
// The stub, and the modules under test loaded after it is in place (an import would be hoisted above it).
/* eslint-disable @typescript-eslint/no-require-imports */
const dns = require('node:dns') as { lookup: jest.Mock };
const { postSigned } = require('@/lib/server/alerts/post') as typeof import('@/lib/server/alerts/post');
const { checkedLookup, RefusedTargetError, targetProblem } =
  require('@/lib/server/alerts/targets') as typeof import('@/lib/server/alerts/targets');
/* eslint-enable @typescript-eslint/no-require-imports */

type Answer = { address: string; family: 4 | 6 };
const v4 = (address: string): Answer => ({ address, family: 4 });
const v6 = (address: string): Answer => ({ address, family: 6 });

/** Every name resolves to `answers` from now on. */
function resolveTo(answers: Answer[]): void {
  dns.lookup.mockImplementation((...args: unknown[]) => {
    const callback = args[args.length - 1] as (error: null, answers: Answer[]) => void;
    callback(null, answers);
  });
}

const PUBLIC = v4('93.184.216.34');
const REFUSED: Record<string, Answer[]> = {
  private: [v4('10.1.2.3')],
  'private 172.16/12': [v4('172.20.0.5')],
  'private 192.168/16': [v4('192.168.1.1')],
  loopback: [v4('127.0.0.1')],
  'loopback IPv6': [v6('::1')],
  'link-local (cloud metadata)': [v4('169.254.169.254')],
  'link-local IPv6': [v6('fe80::1')],
  'carrier-grade NAT 100.64/10': [v4('100.100.100.200')],
  'unique-local fc00::/7': [v6('fd00:ec2::254')],
  'IPv4-mapped IPv6 loopback': [v6('::ffff:127.0.0.1')],
  'IPv4-mapped IPv6 metadata': [v6('::ffff:a9fe:a9fe')],
  unspecified: [v4('0.0.0.0')],
  'mixed public and private': [PUBLIC, v4('10.0.0.1')],
  'mixed public and loopback IPv6': [v6('2606:4700::1111'), v6('::1')],
};

function lookupOf(hostname: string): Promise<{ error: Error | null; address: string }> {
  return new Promise((resolve) =>
    checkedLookup(hostname, {}, (error, address) => resolve({ error, address: String(address) })),
  );
}

afterEach(() => {
  dns.lookup.mockReset();
});

describe('a webhook URL whose name resolves to an address not public', () => {
  it.each(Object.entries(REFUSED))('is refused at save and at delivery: %s', async (_, answers) => {
    resolveTo(answers);
    expect(await targetProblem('https://hooks.example.com/in')).toBe('private');
    const { error } = await lookupOf('hooks.example.com');
    expect(error).toBeInstanceOf(RefusedTargetError);
    const attempt = await postSigned('https://hooks.example.com/in', 'whsec_x', '{}', 'delivery-1');
    expect(attempt).toEqual({ ok: false, statusCode: null, error: new RefusedTargetError().message });
  });

  it('is taken when every address is public', async () => {
    resolveTo([PUBLIC, v6('2606:4700::1111')]);
    expect(await targetProblem('https://hooks.example.com/in')).toBeNull();
    expect(await lookupOf('hooks.example.com')).toEqual({ error: null, address: PUBLIC.address });
  });
});

describe('a webhook URL with an address in it', () => {
  // The URL parser writes every numeric form of an IPv4 address as dotted decimal, and IPv6 as its
  // compressed form: each is checked as the address it is, with no lookup.
  const LITERALS = [
    'https://2130706433/in',
    'https://0x7f000001/in',
    'https://0177.0.0.1/in',
    'https://127.1/in',
    'https://0x7f.0.0.1/in',
    'https://[::ffff:127.0.0.1]/in',
    'https://[::ffff:7f00:1]/in',
    'https://[::1]/in',
    'https://169.254.169.254/latest/meta-data',
    'https://[fd00:ec2::254]/in',
    'https://100.64.0.1/in',
  ];

  it.each(LITERALS)('is refused at save and at delivery: %s', async (url) => {
    expect(await targetProblem(url)).toBe('private');
    expect(await postSigned(url, 'whsec_x', '{}', 'delivery-1')).toEqual({
      ok: false,
      statusCode: null,
      error: new RefusedTargetError().message,
    });
    expect(dns.lookup).not.toHaveBeenCalled();
  });
});

describe('a receiver that answers with a redirect', () => {
  let hits: string[] = [];
  let server: Server;
  let base = '';
  beforeAll(async () => {
    // A receiver on this machine needs private targets allowed; the redirect must still not be followed.
    process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
    resetSettings();
    server = createServer((request, response) => {
      hits.push(request.url ?? '');
      request.resume();
      if (request.url === '/moved') {
        response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' });
      } else if (request.url === '/elsewhere') {
        response.writeHead(307, { Location: `${base}/caught` });
      } else {
        response.writeHead(200);
      }
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
    resetSettings();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is a failed attempt, and the redirect is not followed', async () => {
    hits = [];
    expect(await postSigned(`${base}/moved`, 'whsec_x', '{}', 'delivery-1')).toEqual({
      ok: false,
      statusCode: 302,
      error: 'HTTP 302',
    });
    expect(await postSigned(`${base}/elsewhere`, 'whsec_x', '{}', 'delivery-2')).toEqual({
      ok: false,
      statusCode: 307,
      error: 'HTTP 307',
    });
    // Each request reached only the URL it was sent to: nothing went to /caught.
    expect(hits).toEqual(['/moved', '/elsewhere']);
  });
});
