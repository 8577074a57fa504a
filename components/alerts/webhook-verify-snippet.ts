/**
 * The Node.js check of a delivery's signature that the alerts dialog shows, the same code as
 * docs/webhooks.md's (a test runs that one against lib/server/alerts/signing.ts and compares the two).
 * It is code, the same in every language: what it does is said around it, translated.
 */
export const WEBHOOK_VERIFY_SNIPPET = `const { createHmac, timingSafeEqual } = require('node:crypto');

function verifyFleetdeckSignature(secret, timestamp, signature, rawBody) {
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!(age <= 300)) return false;
  const hmac = createHmac('sha256', secret);
  hmac.update(timestamp + '.');
  hmac.update(rawBody);
  const expected = Buffer.from('sha256=' + hmac.digest('hex'));
  const received = Buffer.from(String(signature));
  return received.length === expected.length && timingSafeEqual(received, expected);
}`;
