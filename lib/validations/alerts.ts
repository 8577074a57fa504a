import { number, object, string, type InferType } from 'yup';

import { WEBHOOK_FORMATS, type WebhookFormat } from '@/lib/api/contract/alerts';
import { MAX_LENGTH, ONE_OF, REQUIRED, WHOLE_NUMBER } from '@/lib/validations/messages';

/** The alerts form and API share these rules; where a URL may lead is the server's check (targets.ts). */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const OFFLINE_AFTER_MIN_SECONDS = 10;
export const OFFLINE_AFTER_MAX_SECONDS = 30 * 86_400;
export const COOLDOWN_MAX_SECONDS = 7 * 86_400;

/** Message keys of the `Alerts` namespace for a refused URL (the API's `fields.url`). */
export const WEBHOOK_URL_INVALID = 'webhookUrl';
export const WEBHOOK_URL_SCHEME = 'webhookScheme';
export const WEBHOOK_URL_PRIVATE = 'webhookPrivate';
/** A number out of its range: `range:<min>:<max>`, the bounds after colons. */
export const rangeKey = (min: number, max: number) => `range:${min}:${max}`;

export const createWebhookSchema = object({
  url: string().trim().required(REQUIRED).max(WEBHOOK_URL_MAX_LENGTH, MAX_LENGTH),
  format: string<WebhookFormat>().oneOf(WEBHOOK_FORMATS, ONE_OF).default('json'),
});
export type CreateWebhookInput = InferType<typeof createWebhookSchema>;

const wholeNumber = (min: number, max: number) =>
  number()
    .typeError(WHOLE_NUMBER)
    .integer(WHOLE_NUMBER)
    .min(min, rangeKey(min, max))
    .max(max, rangeKey(min, max));

// A rule that is off is null; a field left out is an error, so a client says what it means. Strict: the
// API does not read "30" as 30.
const optionalRule = (min: number, max: number) =>
  wholeNumber(min, max).strict().nullable().defined(REQUIRED);

export const alertRulesSchema = object({
  offlineAfterSeconds: optionalRule(OFFLINE_AFTER_MIN_SECONDS, OFFLINE_AFTER_MAX_SECONDS),
  offlineSharePercent: optionalRule(1, 100),
  cooldownSeconds: wholeNumber(0, COOLDOWN_MAX_SECONDS).strict().required(REQUIRED),
});
export type AlertRulesInput = InferType<typeof alertRulesSchema>;
