'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import * as calls from '@/lib/api/alerts';
import type { WebhookEndpoint } from '@/lib/api/contract/alerts';

import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookEndpointItem, type EndpointActions } from './webhook-endpoint-item';

const ENDPOINT_STATUS = {
  Added: 'endpointAdded',
  Deleted: 'endpointDeleted',
  Enabled: 'endpointEnabled',
  SecretRotated: 'secretRotated',
} as const;

/** What the dialog says of a change: a channel of the organisation by its name, an app's endpoint by its URL. */
function statusOf(t: ReturnType<typeof useTranslations<'Alerts'>>) {
  return (endpoint: WebhookEndpoint, key: keyof typeof ENDPOINT_STATUS): string =>
    endpoint.name === null
      ? t(ENDPOINT_STATUS[key], { url: endpoint.url })
      : t(`hook${key}`, { name: endpoint.name });
}

/**
 * The webhook endpoints of an app (`appId`), or with `appId` null the organisation's Slack and webhook
 * channels: the form that adds one, and each with its actions (a new secret shown once, rotation,
 * re-enabling, a test event, deliveries, deletion). What happens is said through `onStatus`.
 */
export function WebhookEndpointList({
  appId,
  endpoints,
  setEndpoints,
  onStatus,
  onError,
  onDeleted,
}: {
  appId: string | null;
  endpoints: WebhookEndpoint[] | null;
  setEndpoints: Dispatch<SetStateAction<WebhookEndpoint[] | null>>;
  onStatus: (status: string) => void;
  onError: (error: unknown) => void;
  /** After a deletion, once the endpoint is out of the list (the focus goes somewhere that stays). */
  onDeleted: (endpoint: WebhookEndpoint) => void;
}) {
  const t = useTranslations('Alerts');
  const api = useDashboardApi();
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const named = appId === null;
  const said = useMemo(() => statusOf(t), [t]);

  const actions = useMemo<EndpointActions>(
    () => ({
      deliveries: async (endpoint) =>
        (await api((base, token) => calls.listDeliveries(base, token, appId, endpoint.id))).data,
      sendTest: async (endpoint) => {
        await api((base, token) => calls.sendTestEvent(base, token, appId, endpoint.id));
        onStatus(t('testQueued'));
      },
      resend: async (endpoint, delivery) => {
        await api((base, token) => calls.resendDelivery(base, token, appId, endpoint.id, delivery.id));
        onStatus(t('resent'));
      },
      rotate: async (endpoint) => {
        const { data } = await api((base, token) =>
          calls.rotateWebhookSecret(base, token, appId, endpoint.id),
        );
        setSecrets({ [endpoint.id]: data.secret });
        onStatus(said(endpoint, 'SecretRotated'));
      },
      enable: async (endpoint) => {
        const { data } = await api((base, token) => calls.enableWebhook(base, token, appId, endpoint.id));
        setEndpoints((old) => old?.map((item) => (item.id === data.id ? data : item)) ?? null);
        onStatus(said(endpoint, 'Enabled'));
      },
      remove: async (endpoint) => {
        await api((base, token) => calls.deleteWebhook(base, token, appId, endpoint.id));
        setEndpoints((old) => old?.filter((item) => item.id !== endpoint.id) ?? null);
        onStatus(said(endpoint, 'Deleted'));
        onDeleted(endpoint);
      },
    }),
    [api, appId, t, said, setEndpoints, onStatus, onDeleted],
  );

  return (
    <>
      <WebhookEndpointForm
        named={named}
        onAdd={async (input) => {
          const { data } = await api((base, token) => calls.createWebhook(base, token, appId, input));
          const { secret, ...endpoint } = data;
          // A channel in the server's order (by name, whatever its case); an app's endpoint last.
          setEndpoints((old) => {
            const all = [...(old ?? []), endpoint];
            return named
              ? all.sort((a, b) => (a.name ?? '').toLowerCase().localeCompare((b.name ?? '').toLowerCase()))
              : all;
          });
          setSecrets({ [endpoint.id]: secret });
          onStatus(said(endpoint, 'Added'));
        }}
      />
      {endpoints?.length === 0 ? (
        <p className="text-sm">{named ? t('hooksEmpty') : t('noEndpoints')}</p>
      ) : null}
      {endpoints?.map((endpoint) => (
        <WebhookEndpointItem
          key={endpoint.id}
          endpoint={endpoint}
          secret={secrets[endpoint.id] ?? null}
          actions={actions}
          onError={onError}
        />
      ))}
    </>
  );
}
