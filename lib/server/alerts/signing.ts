import 'server-only';

import { createHmac, randomBytes } from 'node:crypto';

/**
 * Every delivery is signed twice with the endpoint's secret (docs/webhooks.md, "The signature"):
 * - Fleetdeck's own: `X-Fleetdeck-Signature: sha256=<hex>` is the HMAC-SHA256, keyed with the secret as
 *   written, of `<X-Fleetdeck-Timestamp>.<raw body>` (the timestamp in Unix seconds lets a receiver
 *   refuse old replays).
 * - Standard Webhooks' (https://www.standardwebhooks.com, which Svix and others follow), so that their
 *   libraries verify a delivery as they are: `webhook-id` (the delivery's id, the same on every retry),
 *   `webhook-timestamp` (Unix seconds) and `webhook-signature: v1,<base64>`, the HMAC-SHA256 of
 *   `<id>.<timestamp>.<raw body>` keyed with the bytes the secret's base64 after `whsec_` stands for.
 */
export const TIMESTAMP_HEADER = 'X-Fleetdeck-Timestamp';
export const SIGNATURE_HEADER = 'X-Fleetdeck-Signature';
export const STANDARD_ID_HEADER = 'webhook-id';
export const STANDARD_TIMESTAMP_HEADER = 'webhook-timestamp';
export const STANDARD_SIGNATURE_HEADER = 'webhook-signature';

/**
 * `whsec_` + 32 base64 characters (192 random bits), the form Standard Webhooks' libraries read. Secrets
 * made before it were base64url (`-` and `_` for `+` and `/`): their signatures are the same bytes, and
 * rotating the secret gives one those libraries take as written.
 */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export function signBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Standard Webhooks' `webhook-signature` value (Node reads both base64 alphabets). */
export function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}
