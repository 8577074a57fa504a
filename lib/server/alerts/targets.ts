import 'server-only';

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

import ipaddr from 'ipaddr.js';

import { serverConfig } from '@/lib/server/config';

/**
 * Server-side request forgery: a webhook URL is the customer's to write, so by default it may not lead
 * the console to its own network. Only public unicast addresses are allowed (ipaddr.js classifies them:
 * loopback, private, link-local, which holds the cloud metadata address 169.254.169.254, unique-local,
 * carrier-grade NAT, which holds another cloud's metadata, reserved, multicast are refused). The name is
 * checked when the endpoint is saved and again at each delivery, on the addresses the name resolves to
 * then, and the connection goes to the address that was checked (a DNS answer cannot change in between).
 * ALERT_ALLOW_PRIVATE_TARGETS=on lifts this, and allows plain http.
 */
export type TargetProblem = 'url' | 'scheme' | 'private';

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const allowPrivate = () => serverConfig().alertAllowPrivateTargets;

/** The URL's own form: an http(s) URL without credentials, https unless private targets are allowed. */
export function urlProblem(raw: string): TargetProblem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'url';
  }
  if (url.username || url.password || !url.hostname) return 'url';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowPrivate()) return null;
  return 'scheme';
}

function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

const RESOLVE_TIMEOUT_MS = 3000;

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('DNS lookup timed out')), RESOLVE_TIMEOUT_MS);
    dnsLookup(host, { all: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

/** Whether the URL's host is, or now resolves to, an address that is not public. */
async function leadsToPrivate(url: URL): Promise<boolean> {
  const host = bareHost(url).toLowerCase();
  if (isIP(host)) return !isPublicAddress(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  try {
    const addresses = await resolveAll(host);
    return !addresses.every((entry) => isPublicAddress(entry.address));
  } catch {
    return false;
  }
}

/**
 * When the endpoint is saved: its URL's form, and where it leads. A name that does not resolve now is
 * accepted (it may be set up later); each delivery checks it again. A plain-http URL to a private or
 * loopback address (a receiver on the user's own machine) is refused as private, not as http: the one
 * setting that allows it allows both, so that is what the user must be told.
 */
export async function targetProblem(raw: string): Promise<TargetProblem | null> {
  const problem = urlProblem(raw);
  if (problem === 'url' || allowPrivate()) return problem;
  const url = new URL(raw);
  if (problem === 'scheme' && url.protocol !== 'http:') return problem;
  return (await leadsToPrivate(url)) ? 'private' : problem;
}

export class RefusedTargetError extends Error {
  constructor() {
    super('the endpoint resolves to an address that is not allowed');
    this.name = 'RefusedTargetError';
  }
}

/**
 * The `lookup` of a delivery's connection: resolves the name, refuses it if any address is not public
 * (unless allowed), and connects to the first checked address.
 */
export const checkedLookup: LookupFunction = (hostname, options, callback) => {
  resolveAll(hostname).then(
    (addresses) => {
      if (!allowPrivate() && !addresses.every((entry) => isPublicAddress(entry.address))) {
        callback(new RefusedTargetError() as NodeJS.ErrnoException, '', 4);
        return;
      }
      const family = options.family === 4 || options.family === 6 ? options.family : 0;
      const usable = addresses.filter((entry) => !family || entry.family === family);
      if (usable.length === 0) {
        callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
      } else if (options.all) {
        (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, usable);
      } else {
        callback(null, usable[0].address, usable[0].family);
      }
    },
    (error: NodeJS.ErrnoException) => callback(error, '', 4),
  );
};

/** An IP literal in the URL is checked here (no lookup happens for it). */
export function literalRefused(url: URL): boolean {
  const host = bareHost(url);
  return isIP(host) !== 0 && !allowPrivate() && !isPublicAddress(host);
}
