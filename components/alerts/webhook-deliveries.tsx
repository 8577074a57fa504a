'use client';

import { useFormatter, useTranslations } from 'next-intl';

import { SMALL_BUTTON } from '@/components/apps/styles';
import { ScrollingTable } from '@/components/data-table/scrolling-table';
import type { WebhookDelivery } from '@/lib/api/contract/alerts';

const CELL = 'px-2 py-1.5 text-start align-top';

/** An endpoint's latest deliveries: when, which event, the receiver's status, attempts, next retry. */
export function WebhookDeliveries({
  deliveries,
  caption,
  onResend,
}: {
  deliveries: WebhookDelivery[];
  caption: string;
  onResend: (delivery: WebhookDelivery) => void;
}) {
  const t = useTranslations('Alerts');
  const format = useFormatter();
  const time = (iso: string) => format.dateTime(new Date(iso), 'exactShort');
  if (deliveries.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('noDeliveries')}</p>;
  return (
    <ScrollingTable>
      <table className="w-full text-xs">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-600 dark:text-slate-300">
          <tr>
            <th scope="col" className={CELL}>
              {t('columns.time')}
            </th>
            <th scope="col" className={CELL}>
              {t('columns.event')}
            </th>
            <th scope="col" className={CELL}>
              {t('columns.status')}
            </th>
            <th scope="col" className={CELL}>
              {t('columns.attempts')}
            </th>
            <th scope="col" className={CELL}>
              {t('columns.nextRetry')}
            </th>
            <th scope="col" className={CELL}>
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className="border-t border-slate-100 dark:border-slate-800">
              <td className={CELL}>
                <time dateTime={delivery.createdAt}>{time(delivery.createdAt)}</time>
              </td>
              <td className={CELL}>
                <code dir="ltr">{delivery.eventType}</code>
              </td>
              <td className={CELL}>
                {t(`states.${delivery.state}`)}
                {delivery.statusCode === null ? null : (
                  <span className="tabular-nums"> ({delivery.statusCode})</span>
                )}
              </td>
              <td className={`${CELL} tabular-nums`}>{format.number(delivery.attempts)}</td>
              <td className={CELL}>{delivery.nextAttemptAt ? time(delivery.nextAttemptAt) : t('none')}</td>
              <td className={CELL}>
                <button
                  type="button"
                  aria-label={t('resendLabel', { event: delivery.eventType, time: time(delivery.createdAt) })}
                  onClick={() => onResend(delivery)}
                  className={SMALL_BUTTON}
                >
                  {t('resend')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
