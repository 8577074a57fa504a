'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { SECONDARY_BUTTON } from '@/components/shell/styles';
import * as calls from '@/lib/api/alerts';
import * as channelCalls from '@/lib/api/channels';
import type { AlertRules, AlertSnooze, WebhookEndpoint } from '@/lib/api/contract/alerts';
import type { EmailChannel } from '@/lib/api/contract/channels';
import type { MaintenanceWindow } from '@/lib/api/contract/maintenance';

import { AlertRulesForm, type RuleChannel } from './alert-rules-form';
import { AlertSnoozeControls } from './alert-snooze';
import { EmailChannels } from './email-channels';
import { MaintenanceWindows } from './maintenance-windows';
import { WebhookEndpointList } from './webhook-endpoint-list';
import { WebhookSignatureHelp } from './webhook-signature-help';

const SECTION_TITLE = 'text-base font-semibold';

/**
 * An app's offline alerts: its rules, its maintenance windows, the organisation's channels (email, Slack
 * and webhook) its rules may list, and its own webhook endpoints (a new secret shown once, rotation,
 * deletion), each endpoint's deliveries with a test event and resending. Changes are said in the
 * dialog's live region.
 */
export function AlertsDialog({
  app,
  onClose,
  returnFocus,
}: {
  app: { id: string; name: string };
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('Alerts');
  const id = useId();
  const api = useDashboardApi();
  const apiErrorMessage = useApiErrorMessage();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [rules, setRules] = useState<AlertRules | null>(null);
  const [snooze, setSnooze] = useState<AlertSnooze | null>(null);
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[] | null>(null);
  const [windows, setWindows] = useState<MaintenanceWindow[] | null>(null);
  const [channels, setChannels] = useState<EmailChannel[] | null>(null);
  const [hooks, setHooks] = useState<WebhookEndpoint[] | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<unknown>(null);
  const onError = useCallback((reason: unknown) => setError(reason), []);

  useEffect(() => {
    api((base, token) => calls.getAlertRules(base, token, app.id)).then(
      ({ data }) => setRules(data),
      onError,
    );
    api((base, token) => calls.getAlertSnooze(base, token, app.id)).then(
      ({ data }) => setSnooze(data),
      onError,
    );
    api((base, token) => calls.listWebhooks(base, token, app.id)).then(
      ({ data }) => setEndpoints(data),
      onError,
    );
    api((base, token) => calls.listMaintenanceWindows(base, token, app.id)).then(
      ({ data }) => setWindows(data),
      onError,
    );
    api((base, token) => channelCalls.listChannels(base, token)).then(
      ({ data }) => setChannels(data),
      onError,
    );
    api((base, token) => calls.listWebhooks(base, token, null)).then(({ data }) => setHooks(data), onError);
  }, [api, app.id, onError]);

  // What a rule may list: the email channels, then the Slack and webhook ones.
  const ruleChannels = useMemo<RuleChannel[] | null>(
    () =>
      channels && hooks
        ? [
            ...channels.map((channel) => ({ id: channel.id, name: channel.name, kind: 'email' as const })),
            ...hooks.map((hook) => ({ id: hook.id, name: hook.name ?? hook.url, kind: hook.format })),
          ]
        : null,
    [channels, hooks],
  );
  const focusClose = useCallback(() => closeRef.current?.focus(), []);
  const hookDeleted = useCallback((hook: WebhookEndpoint) => {
    // Out of the rule too, as the server took it out.
    setRules((old) =>
      old ? { ...old, channelIds: old.channelIds.filter((item) => item !== hook.id) } : old,
    );
    closeRef.current?.focus();
  }, []);

  // ModalDialog's panel is a small dialog's (w-full, max-w-md): this one sizes to its body's 48rem
  // instead, which overflowed the panel's white background before.
  return (
    <ModalDialog
      titleId={`${id}-title`}
      onClose={onClose}
      initialFocus={closeRef}
      returnFocus={returnFocus}
      size="xl"
    >
      <div className="space-y-6 p-6">
        <div className="flex items-start gap-3">
          <h2 id={`${id}-title`} className="min-w-0 flex-1 text-lg font-semibold wrap-anywhere">
            {t('title', { name: app.name })}
          </h2>
          <button ref={closeRef} type="button" onClick={onClose} className={SECONDARY_BUTTON}>
            {t('close')}
          </button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('intro')}</p>
        <p role="status" className="text-sm font-medium">
          {status}
        </p>
        <FormErrorAlert message={error ? apiErrorMessage(error) : null} />
        <section aria-labelledby={`${id}-rules`} className="space-y-3">
          <h3 id={`${id}-rules`} className={SECTION_TITLE}>
            {t('rulesTitle')}
          </h3>
          {rules ? (
            <AlertRulesForm
              rules={rules}
              channels={ruleChannels}
              onSave={async (next) => {
                const { data } = await api((base, token) => calls.putAlertRules(base, token, app.id, next));
                setRules(data);
                setStatus(t('rulesSaved'));
              }}
            />
          ) : (
            <p className="text-sm">{t('loading')}</p>
          )}
          {snooze ? (
            <AlertSnoozeControls
              snooze={snooze}
              onSnooze={(hours) =>
                void api((base, token) => calls.snoozeAlerts(base, token, app.id, hours)).then(({ data }) => {
                  setSnooze(data);
                  setStatus(t(hours === 1 ? 'snoozedHour' : 'snoozedDay'));
                }, onError)
              }
              onResume={() =>
                void api((base, token) => calls.resumeAlerts(base, token, app.id)).then(({ data }) => {
                  setSnooze(data);
                  setStatus(t('resumed'));
                }, onError)
              }
            />
          ) : null}
        </section>
        <section aria-labelledby={`${id}-maintenance`} className="space-y-3">
          <h3 id={`${id}-maintenance`} className={SECTION_TITLE}>
            {t('maintenanceTitle')}
          </h3>
          {windows ? (
            <MaintenanceWindows
              windows={windows}
              onAdd={async (window) => {
                const { data } = await api((base, token) =>
                  calls.createMaintenanceWindow(base, token, app.id, window),
                );
                setWindows((old) => [...(old ?? []), data]);
                setStatus(t('maintenanceAdded'));
              }}
              onRemove={(window) =>
                void api((base, token) => calls.deleteMaintenanceWindow(base, token, app.id, window.id)).then(
                  () => {
                    setWindows((old) => old?.filter((item) => item.id !== window.id) ?? null);
                    setStatus(t('maintenanceRemoved'));
                    closeRef.current?.focus();
                  },
                  onError,
                )
              }
            />
          ) : (
            <p className="text-sm">{t('loading')}</p>
          )}
        </section>
        <section aria-labelledby={`${id}-channels`} className="space-y-3">
          <h3 id={`${id}-channels`} className={SECTION_TITLE}>
            {t('channelsTitle')}
          </h3>
          {channels ? (
            <EmailChannels
              channels={channels}
              onCreate={async (input) => {
                const { data } = await api((base, token) => channelCalls.createChannel(base, token, input));
                // In the server's order: by name, whatever its case.
                setChannels((old) =>
                  [...(old ?? []), data].sort((a, b) =>
                    a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
                  ),
                );
                setStatus(t('channelCreated', { name: data.name }));
              }}
              onUpdate={async (channel, input) => {
                const { data } = await api((base, token) =>
                  channelCalls.updateChannel(base, token, channel.id, input),
                );
                setChannels((old) =>
                  (old ?? [])
                    .map((item) => (item.id === data.id ? data : item))
                    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
                );
                setStatus(t('channelSaved', { name: data.name }));
              }}
              onTest={(channel) =>
                api((base, token) => channelCalls.testChannel(base, token, channel.id)).then(
                  ({ data }) =>
                    setStatus(
                      data.mailServer
                        ? t('channelTestSent', { count: data.sent, name: channel.name })
                        : t('channelTestNoServer'),
                    ),
                  onError,
                )
              }
              onDelete={(channel) =>
                void api((base, token) => channelCalls.deleteChannel(base, token, channel.id)).then(() => {
                  setChannels((old) => old?.filter((item) => item.id !== channel.id) ?? null);
                  setRules((old) =>
                    old ? { ...old, channelIds: old.channelIds.filter((item) => item !== channel.id) } : old,
                  );
                  setStatus(t('channelDeleted', { name: channel.name }));
                  closeRef.current?.focus();
                }, onError)
              }
            />
          ) : (
            <p className="text-sm">{t('loading')}</p>
          )}
        </section>
        <section aria-labelledby={`${id}-hooks`} className="space-y-3">
          <h3 id={`${id}-hooks`} className={SECTION_TITLE}>
            {t('hooksTitle')}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('hooksIntro')}</p>
          {hooks ? (
            <WebhookEndpointList
              appId={null}
              endpoints={hooks}
              setEndpoints={setHooks}
              onStatus={setStatus}
              onError={onError}
              onDeleted={hookDeleted}
            />
          ) : (
            <p className="text-sm">{t('loading')}</p>
          )}
        </section>
        <section aria-labelledby={`${id}-endpoints`} className="space-y-3">
          <h3 id={`${id}-endpoints`} className={SECTION_TITLE}>
            {t('endpointsTitle')}
          </h3>
          <WebhookSignatureHelp />
          <WebhookEndpointList
            appId={app.id}
            endpoints={endpoints}
            setEndpoints={setEndpoints}
            onStatus={setStatus}
            onError={onError}
            onDeleted={focusClose}
          />
        </section>
      </div>
    </ModalDialog>
  );
}
