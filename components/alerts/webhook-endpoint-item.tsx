'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

import { SMALL_BUTTON, SMALL_DANGER_BUTTON } from '@/components/apps/styles';
import { cx } from '@/components/shell/class-names';
import { LOCALE_NAMES } from '@/i18n/locales';
import type { WebhookDelivery, WebhookEndpoint } from '@/lib/api/contract/alerts';

import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookSecretOnce } from './webhook-secret-once';

export interface EndpointActions {
  deliveries: (endpoint: WebhookEndpoint) => Promise<WebhookDelivery[]>;
  sendTest: (endpoint: WebhookEndpoint) => Promise<void>;
  resend: (endpoint: WebhookEndpoint, delivery: WebhookDelivery) => Promise<void>;
  rotate: (endpoint: WebhookEndpoint) => Promise<void>;
  enable: (endpoint: WebhookEndpoint) => Promise<void>;
  remove: (endpoint: WebhookEndpoint) => Promise<void>;
}

/**
 * One endpoint: its URL (under its name, for an organisation's channel) and format, its secret when just
 * made, its actions and its deliveries.
 */
export function WebhookEndpointItem({
  endpoint,
  secret,
  actions,
  onError,
}: {
  endpoint: WebhookEndpoint;
  secret: string | null;
  actions: EndpointActions;
  onError: (error: unknown) => void;
}) {
  const t = useTranslations('Alerts');
  const format = useFormatter();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deliveries, setDeliveries] = useState<WebhookDelivery[] | null>(null);
  const load = useCallback(
    () => actions.deliveries(endpoint).then(setDeliveries, onError),
    [actions, endpoint, onError],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const act = (call: () => Promise<void>) => () => void call().then(load, onError);
  // A channel of the organisation is called by its name, an app's endpoint by its URL.
  const labels =
    endpoint.name === null
      ? {
          enable: t('enableLabel', { url: endpoint.url }),
          rotate: t('rotateSecretLabel', { url: endpoint.url }),
          remove: t('deleteEndpointLabel', { url: endpoint.url }),
          deliveries: t('deliveriesCaption', { url: endpoint.url }),
        }
      : {
          enable: t('enableHookLabel', { name: endpoint.name }),
          rotate: t('rotateHookSecretLabel', { name: endpoint.name }),
          remove: t('deleteHookLabel', { name: endpoint.name }),
          deliveries: t('hookDeliveriesCaption', { name: endpoint.name }),
        };

  return (
    <article
      aria-labelledby={`${id}-url`}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 grow basis-56">
          <h4
            ref={headingRef}
            // Re-enable goes away once pressed: the focus moves here, inside the dialog.
            tabIndex={-1}
            id={`${id}-url`}
            {...(endpoint.name === null
              ? { dir: 'ltr', className: 'font-mono text-sm break-all text-start rtl:text-end' }
              : { className: 'text-sm font-semibold wrap-anywhere' })}
          >
            {endpoint.name ?? endpoint.url}
          </h4>
          {endpoint.name === null ? null : (
            <p
              dir="ltr"
              className="font-mono text-xs break-all text-slate-600 text-start rtl:text-end dark:text-slate-300"
            >
              {endpoint.url}
            </p>
          )}
        </div>
        <span className="text-xs text-slate-600 dark:text-slate-300">
          {endpoint.format === 'json'
            ? t('formatJson')
            : endpoint.language
              ? t.rich('formatSlackIn', {
                  language: LOCALE_NAMES[endpoint.language],
                  // The language's own name, said in its own language.
                  name: (chunks) => <span lang={endpoint.language ?? undefined}>{chunks}</span>,
                })
              : t('formatSlack')}
        </span>
      </div>
      {endpoint.disabledAt ? (
        // Disabled after failing (docs/product.md, Offline alerts): why, and the way back.
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
          <p className="min-w-0 flex-1">
            {t.rich('disabledNote', {
              time: format.dateTime(new Date(endpoint.disabledAt), 'exactShort'),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <button
            type="button"
            aria-label={labels.enable}
            onClick={() =>
              void actions.enable(endpoint).then(() => {
                headingRef.current?.focus();
                return load();
              }, onError)
            }
            className={SMALL_BUTTON}
          >
            {t('enable')}
          </button>
        </div>
      ) : endpoint.failingSince ? (
        <p className="text-sm text-amber-800 dark:text-amber-200">
          {t('failingNote', { time: format.dateTime(new Date(endpoint.failingSince), 'exactShort') })}
        </p>
      ) : null}
      {secret ? <WebhookSecretOnce secret={secret} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={act(() => actions.sendTest(endpoint))} className={SMALL_BUTTON}>
          {t('sendTest')}
        </button>
        <button type="button" onClick={() => void load()} className={SMALL_BUTTON}>
          {t('refresh')}
        </button>
        <button
          type="button"
          aria-label={labels.rotate}
          onClick={act(() => actions.rotate(endpoint))}
          className={SMALL_BUTTON}
        >
          {t('rotateSecret')}
        </button>
        <button
          type="button"
          aria-label={labels.remove}
          onClick={() => void actions.remove(endpoint).catch(onError)}
          className={cx(SMALL_DANGER_BUTTON, 'ms-auto')}
        >
          {t('deleteEndpoint')}
        </button>
      </div>
      {deliveries ? (
        <WebhookDeliveries
          deliveries={deliveries}
          caption={labels.deliveries}
          onResend={(delivery) => void actions.resend(endpoint, delivery).then(load, onError)}
        />
      ) : null}
    </article>
  );
}
