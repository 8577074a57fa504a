import type { Locale } from '@/i18n/locales';
import type {
  AlertRules,
  AlertSnooze,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookFormat,
} from '@/lib/api/contract/alerts';
import type { MaintenanceWindow, NewMaintenanceWindow } from '@/lib/api/contract/maintenance';
import type { ItemResponse } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/**
 * The offline alerts' calls: an app's rules, webhook endpoints and their deliveries. The endpoint calls
 * with `appId` null are about the organisation's Slack and webhook channels (/api/webhooks).
 */
const appUrl = (baseUrl: string, appId: string) => `${baseUrl}/api/apps/${encodeURIComponent(appId)}`;
const hooksUrl = (baseUrl: string, appId: string | null) =>
  appId === null ? `${baseUrl}/api/webhooks` : `${appUrl(baseUrl, appId)}/webhooks`;
const hookUrl = (baseUrl: string, appId: string | null, id: string) =>
  `${hooksUrl(baseUrl, appId)}/${encodeURIComponent(id)}`;

export function getAlertRules(
  baseUrl: string,
  token: string,
  appId: string,
): Promise<ItemResponse<AlertRules>> {
  return httpRequest(`${appUrl(baseUrl, appId)}/alert-rules`, { token, noCache: true });
}

export function putAlertRules(
  baseUrl: string,
  token: string,
  appId: string,
  rules: AlertRules,
): Promise<ItemResponse<AlertRules>> {
  return httpRequest(`${appUrl(baseUrl, appId)}/alert-rules`, { method: 'PUT', token, body: rules });
}

/** Whether the app's alerts are snoozed, and until when. */
export function getAlertSnooze(
  baseUrl: string,
  token: string,
  appId: string,
): Promise<ItemResponse<AlertSnooze>> {
  return httpRequest(`${appUrl(baseUrl, appId)}/alert-rules/snooze`, { token, noCache: true });
}

/** Snoozes the app's alerts for an hour or a day from now. */
export function snoozeAlerts(
  baseUrl: string,
  token: string,
  appId: string,
  hours: 1 | 24,
): Promise<ItemResponse<AlertSnooze>> {
  return httpRequest(`${appUrl(baseUrl, appId)}/alert-rules/snooze`, {
    method: 'PUT',
    token,
    body: { hours },
  });
}

/** Ends a snooze at once. */
export function resumeAlerts(
  baseUrl: string,
  token: string,
  appId: string,
): Promise<ItemResponse<AlertSnooze>> {
  return httpRequest(`${appUrl(baseUrl, appId)}/alert-rules/snooze`, { method: 'DELETE', token });
}

export function listWebhooks(
  baseUrl: string,
  token: string,
  appId: string | null,
): Promise<{ data: WebhookEndpoint[] }> {
  return httpRequest(hooksUrl(baseUrl, appId), { token, noCache: true });
}

/**
 * A new endpoint: its URL, its format and, for Slack, the language of its messages; an organisation's
 * channel has a name too.
 */
export interface NewWebhook {
  name?: string;
  url: string;
  format: WebhookFormat;
  language?: Locale;
}

export function createWebhook(
  baseUrl: string,
  token: string,
  appId: string | null,
  body: NewWebhook,
): Promise<ItemResponse<WebhookEndpointWithSecret>> {
  return httpRequest(hooksUrl(baseUrl, appId), { method: 'POST', token, body });
}

export function deleteWebhook(
  baseUrl: string,
  token: string,
  appId: string | null,
  id: string,
): Promise<void> {
  return httpRequest(hookUrl(baseUrl, appId, id), { method: 'DELETE', token });
}

export function rotateWebhookSecret(
  baseUrl: string,
  token: string,
  appId: string | null,
  id: string,
): Promise<ItemResponse<WebhookEndpointWithSecret>> {
  return httpRequest(`${hookUrl(baseUrl, appId, id)}/rotate-secret`, { method: 'POST', token });
}

/** Re-enables an endpoint disabled after failing; what it still holds is sent again. */
export function enableWebhook(
  baseUrl: string,
  token: string,
  appId: string | null,
  id: string,
): Promise<ItemResponse<WebhookEndpoint>> {
  return httpRequest(`${hookUrl(baseUrl, appId, id)}/enable`, { method: 'POST', token });
}

export function listDeliveries(
  baseUrl: string,
  token: string,
  appId: string | null,
  id: string,
): Promise<{ data: WebhookDelivery[] }> {
  return httpRequest(`${hookUrl(baseUrl, appId, id)}/deliveries`, { token, noCache: true });
}

export function sendTestEvent(
  baseUrl: string,
  token: string,
  appId: string | null,
  id: string,
): Promise<ItemResponse<WebhookDelivery>> {
  return httpRequest(`${hookUrl(baseUrl, appId, id)}/test`, { method: 'POST', token });
}

export function resendDelivery(
  baseUrl: string,
  token: string,
  appId: string | null,
  id: string,
  deliveryId: string,
): Promise<ItemResponse<WebhookDelivery>> {
  return httpRequest(`${hookUrl(baseUrl, appId, id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, {
    method: 'POST',
    token,
  });
}

/** The app's maintenance windows (docs/product.md, Maintenance windows). */
export function listMaintenanceWindows(
  baseUrl: string,
  token: string,
  appId: string,
): Promise<ItemResponse<MaintenanceWindow[]>> {
  return httpRequest(`${appUrl(baseUrl, appId)}/maintenance-windows`, { token, noCache: true });
}

export function createMaintenanceWindow(
  baseUrl: string,
  token: string,
  appId: string,
  window: NewMaintenanceWindow,
): Promise<ItemResponse<MaintenanceWindow>> {
  return httpRequest(`${appUrl(baseUrl, appId)}/maintenance-windows`, {
    method: 'POST',
    token,
    body: window,
  });
}

export function deleteMaintenanceWindow(
  baseUrl: string,
  token: string,
  appId: string,
  id: string,
): Promise<void> {
  return httpRequest(`${appUrl(baseUrl, appId)}/maintenance-windows/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    token,
  });
}
