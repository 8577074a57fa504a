import type { z } from 'zod';

import type {
  alertRulesSchema,
  alertSnoozeSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@/lib/api/openapi/schemas/alerts';

/**
 * The offline alerts' API shapes, shared by the server (lib/server/alerts/) and the console's pages.
 * docs/product.md (Offline alerts) says when each event is sent. The answers' types are their schemas
 * in the OpenAPI document (lib/api/openapi/schemas/alerts.ts); the event a receiver gets is not an
 * answer of the API, and is declared here.
 */
export const WEBHOOK_FORMATS = ['json', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const ALERT_EVENT_TYPES = [
  'device.offline',
  'device.online',
  'app.offline_share',
  'app.recovered',
  'incident.opened',
  'incident.updated',
  'incident.resolved',
  'test',
] as const;
export type AlertEventType = (typeof ALERT_EVENT_TYPES)[number];

/** What a receiver gets (the JSON format's body). */
export interface AlertEvent {
  id: string;
  type: AlertEventType;
  /** Null only in a `test` sent to an organisation's channel, which is of no app. */
  appId: string | null;
  /** ISO 8601. */
  occurredAt: string;
  data: Record<string, unknown>;
}

/** A webhook endpoint: where the events of the organisation's apps are posted, and in which format. */
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint or rotating its secret: the only time the secret is shown. */
export type WebhookEndpointWithSecret = z.output<typeof webhookEndpointWithSecretSchema>;

/** One event's delivery to one endpoint, with its attempts so far. */
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

export type DeliveryState = WebhookDelivery['state'];

/** The organisation's offline-alert rules; a rule set to null is off. */
export type AlertRules = z.output<typeof alertRulesSchema>;
export type AlertSnooze = z.output<typeof alertSnoozeSchema>;
