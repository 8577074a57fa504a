/**
 * The offline alerts' API shapes, shared by the server (lib/server/alerts/) and the console's pages.
 * docs/product.md (Offline alerts) says when each event is sent.
 */
export const WEBHOOK_FORMATS = ['json', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const ALERT_EVENT_TYPES = [
  'device.offline',
  'device.online',
  'app.offline_share',
  'app.recovered',
  'test',
] as const;
export type AlertEventType = (typeof ALERT_EVENT_TYPES)[number];

/** What a receiver gets (the JSON format's body). */
export interface AlertEvent {
  id: string;
  type: AlertEventType;
  appId: string;
  /** ISO 8601. */
  occurredAt: string;
  data: Record<string, unknown>;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  format: WebhookFormat;
  createdAt: string;
}

/** The answer to creating an endpoint or rotating its secret: the only time the secret is shown. */
export interface WebhookEndpointWithSecret extends WebhookEndpoint {
  secret: string;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: AlertEventType;
  state: DeliveryState;
  /** The receiver's last HTTP status, or null when none answered. */
  statusCode: number | null;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  /** Null once delivered or given up. */
  nextAttemptAt: string | null;
}

export interface AlertRules {
  /** device.offline once a device is offline this long past its online window; null: off. */
  offlineAfterSeconds: number | null;
  /** app.offline_share above this share of the devices seen in the last 24 h; null: off. */
  offlineSharePercent: number | null;
  /** The least time between two alerts of one rule. */
  cooldownSeconds: number;
}
