import 'server-only';

import http from 'node:http';
import https from 'node:https';

import { DEFAULT_LOCALE } from '@/i18n/locales';
import type { AlertEvent, WebhookFormat } from '@/lib/api/contract/alerts';
import {
  SIGNATURE_HEADER,
  signBody,
  STANDARD_ID_HEADER,
  STANDARD_SIGNATURE_HEADER,
  STANDARD_TIMESTAMP_HEADER,
  standardSignature,
  TIMESTAMP_HEADER,
} from '@/lib/server/alerts/signing';
import { slackBody } from '@/lib/server/alerts/slack';
import { checkedLookup, literalRefused, RefusedTargetError } from '@/lib/server/alerts/targets';
import { storedLocale } from '@/lib/server/auth/user-locale';

/**
 * One attempt at a delivery: a signed POST that gives up after 10 s and follows no redirect (a 3xx is
 * a failed attempt like any non-2xx). The connection goes only where targets.ts allows. The receiver's
 * body is read and dropped, never stored or logged.
 */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  /** A few words on what failed, for the deliveries list; null on success. */
  error: string | null;
}

/**
 * The body as the endpoint's format has it: the event, or a Slack message (slack.ts) in the endpoint's
 * language (a stored language the console no longer has, or none: its default).
 */
export async function deliveryBody(
  event: AlertEvent,
  format: WebhookFormat,
  language?: string | null,
): Promise<string> {
  if (format === 'json') return JSON.stringify(event);
  return slackBody(event, storedLocale(language) ?? DEFAULT_LOCALE);
}

/** `messageId`: the delivery's id, Standard Webhooks' `webhook-id` (the same on every retry). */
export function postSigned(
  url: string,
  secret: string,
  body: string,
  messageId: string,
): Promise<AttemptResult> {
  const target = new URL(url);
  if (literalRefused(target)) {
    return Promise.resolve({ ok: false, statusCode: null, error: new RefusedTargetError().message });
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: checkedLookup,
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': 'Fleetdeck-Webhooks/1',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signBody(secret, timestamp, body),
          [STANDARD_ID_HEADER]: messageId,
          [STANDARD_TIMESTAMP_HEADER]: String(timestamp),
          [STANDARD_SIGNATURE_HEADER]: standardSignature(secret, messageId, timestamp, body),
        },
      },
      (response) => {
        const statusCode = response.statusCode ?? null;
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        response.resume();
        response.on('end', () => finish({ ok, statusCode, error: ok ? null : `HTTP ${statusCode}` }));
        response.on('error', () => finish({ ok, statusCode, error: ok ? null : `HTTP ${statusCode}` }));
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: 'timed out' });
      request.destroy();
    }, DELIVERY_TIMEOUT_MS);
    request.on('error', (error) =>
      finish({
        ok: false,
        statusCode: null,
        error:
          error instanceof RefusedTargetError
            ? error.message
            : ((error as NodeJS.ErrnoException).code ?? 'failed'),
      }),
    );
    request.end(body);
  });
}
