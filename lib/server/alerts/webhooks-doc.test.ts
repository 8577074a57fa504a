/** @jest-environment node */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

import { beforeAll, describe, expect, it } from '@jest/globals';

import { WEBHOOK_VERIFY_SNIPPET } from '@/components/alerts/webhook-verify-snippet';
import { deliveryBody } from '@/lib/server/alerts/post';
import { generateWebhookSecret, signBody } from '@/lib/server/alerts/signing';

/** docs/webhooks.md's verification snippet: the first `js` block under "Checking the signature". */
function documentedSnippet(): string {
  const doc = fs.readFileSync(path.join(process.cwd(), 'docs', 'webhooks.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### Checking the signature'));
  const block = /^```js\n([\s\S]*?)\n```$/m.exec(section);
  if (!block) throw new Error('docs/webhooks.md has no js block under "Checking the signature"');
  return block[1];
}

type Verify = (secret: string, timestamp: string, signature: string, rawBody: Buffer | string) => boolean;

/** Runs the snippet as a receiver would, in a context of its own with Node's require. */
function loadVerify(code: string): Verify {
  const context = vm.createContext({ require: createRequire(__filename), Buffer });
  return new vm.Script(`${code}\n;verifyFleetdeckSignature`).runInContext(context) as Verify;
}

describe('docs/webhooks.md', () => {
  const verify = loadVerify(documentedSnippet());
  const secret = generateWebhookSecret();
  // A body as the console sends it, with text beyond ASCII (an app's name may have any).
  let body = '';
  beforeAll(async () => {
    body = await deliveryBody(
      {
        id: 'e1',
        type: 'device.offline',
        appId: 'a1',
        occurredAt: '2026-03-07T12:00:00.000Z',
        data: { appName: 'Größe Café', count: 1 },
      },
      'json',
    );
  });
  const now = Math.floor(Date.now() / 1000);

  it('accepts a delivery signed by the console, as a Buffer or a string', () => {
    const signature = signBody(secret, now, body);
    expect(verify(secret, String(now), signature, Buffer.from(body, 'utf8'))).toBe(true);
    expect(verify(secret, String(now), signature, body)).toBe(true);
  });

  it('refuses another body, another secret, another timestamp, an old one and a missing signature', () => {
    const signature = signBody(secret, now, body);
    expect(verify(secret, String(now), signature, body.replace('1', '2'))).toBe(false);
    expect(verify(generateWebhookSecret(), String(now), signature, body)).toBe(false);
    expect(verify(secret, String(now - 1), signature, body)).toBe(false);
    const old = now - 600;
    expect(verify(secret, String(old), signBody(secret, old, body), body)).toBe(false);
    expect(verify(secret, String(now), undefined as unknown as string, body)).toBe(false);
    expect(verify(secret, undefined as unknown as string, signature, body)).toBe(false);
  });

  it('shows the same code as the console’s alerts dialog', () => {
    expect(documentedSnippet()).toBe(WEBHOOK_VERIFY_SNIPPET);
  });
});
