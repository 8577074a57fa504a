import 'server-only';

import { createHmac, randomBytes } from 'node:crypto';

/**
 * The signature receivers check: `X-Fleetdeck-Signature: sha256=<hex>` is the HMAC-SHA256, keyed with
 * the endpoint's secret, of `<X-Fleetdeck-Timestamp>.<raw body>` (the timestamp in Unix seconds lets a
 * receiver refuse old replays).
 */
export const TIMESTAMP_HEADER = 'X-Fleetdeck-Timestamp';
export const SIGNATURE_HEADER = 'X-Fleetdeck-Signature';

/** `whsec_` + 32 base64url characters (192 random bits). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

export function signBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
