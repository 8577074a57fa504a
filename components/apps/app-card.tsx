'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { BellIcon } from '@/components/icons/bell-icon';
import { PencilIcon } from '@/components/icons/pencil-icon';
import { RotateIcon } from '@/components/icons/rotate-icon';
import { TrashIcon } from '@/components/icons/trash-icon';
import { InstallCheck } from '@/components/live/install-check';
import { GatedButton, useRoleReason } from '@/components/orgs/role-gate';
import { cx } from '@/components/shell/class-names';
import type { App } from '@/lib/api/types';
import { VERSIONS_PATH } from '@/lib/routes';

import { AppKeyField } from './app-key-field';
import { AppKeysSection } from './app-keys-section';
import { AppQuotaUsage } from './app-quota-usage';
import { AppStatusBadge } from './app-status-badge';
import { IngestRefusalsPanel } from './ingest-refusals-panel';
import { sdkGuideHref } from './sdk-guide-link';
import { FIELD_LABEL, SMALL_BUTTON, SMALL_DANGER_BUTTON } from './styles';
import { SuspendedNotice } from './suspended-notice';
import { useAppIngest } from './use-app-ingest';
import { useAppLabels } from './use-app-labels';

export type AppAction = 'edit' | 'rotate' | 'alerts' | 'delete';

/**
 * One of the customer's apps: what identifies it, its key, how many devices are online, and its
 * actions. `highlight` marks an app just created or given a new key: its key shows unmasked.
 */
export function AppCard({
  app,
  highlight,
  isNew,
  onAction,
  onStatus,
}: {
  app: App;
  highlight: boolean;
  isNew: boolean;
  onAction: (action: AppAction, app: App) => void;
  /** Says the outcome of an action done on the card itself (a key revoked). */
  onStatus: (message: string) => void;
}) {
  const t = useTranslations('AppManagement');
  const format = useFormatter();
  const labels = useAppLabels();
  const reasonFor = useRoleReason();
  const id = useId();
  const created = new Date(app.createdAt);
  // An app without devices shows its install check, and keeps it for this visit once its first device
  // arrives, so that "Connected" is seen.
  const [checking, setChecking] = useState(app.devicesTotal === 0);
  if (app.devicesTotal === 0 && !checking) setChecking(true);
  // The install check and the refusals panel show the same answer, fetched again when the status changes.
  const ingest = useAppIngest(app.id, app.status);

  return (
    <article
      aria-labelledby={`${id}-name`}
      className={cx(
        'flex h-full flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm dark:bg-slate-900',
        highlight
          ? 'border-brand-500 ring-1 ring-brand-500 dark:border-brand-500'
          : 'border-slate-200 dark:border-slate-700',
      )}
    >
      <div className="flex flex-wrap items-start gap-2">
        <h2 id={`${id}-name`} className="min-w-0 flex-1 text-base font-semibold wrap-anywhere">
          {app.name}
        </h2>
        {isNew ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
            {t('new')}
          </span>
        ) : null}
        {app.status === 'suspended' ? <AppStatusBadge status={app.status} /> : null}
      </div>
      {app.status === 'suspended' ? <SuspendedNotice reason={app.suspendedReason} /> : null}
      {checking && app.status !== 'suspended' ? <InstallCheck app={app} ingest={ingest} /> : null}
      {app.webhooksDisabled ? (
        // An endpoint disabled after failing (docs/product.md, Offline alerts): the Alerts button re-enables it.
        <p className="-mt-2 text-sm text-amber-800 dark:text-amber-200">
          {t('webhooksDisabled', { count: app.webhooksDisabled })}
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className={FIELD_LABEL}>{t('platform')}</dt>
          <dd className="mt-0.5">{labels.platform(app.platform)}</dd>
        </div>
        <div>
          <dt className={FIELD_LABEL}>{t('created')}</dt>
          <dd className="mt-0.5">
            <time dateTime={app.createdAt}>{format.dateTime(created, 'date')}</time>
          </dd>
        </div>
        <div className="col-span-2">
          <dt className={FIELD_LABEL}>{t('bundleId')}</dt>
          <dd dir="ltr" className="mt-0.5 font-mono text-sm wrap-anywhere text-start rtl:text-end">
            {app.bundleId}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className={FIELD_LABEL}>{t('devicesOnline')}</dt>
          <dd className="mt-0.5 flex items-baseline gap-1.5">
            <span className="text-lg font-semibold tabular-nums">{format.number(app.devicesOnline)}</span>
            <span className="text-slate-500 dark:text-slate-400">
              {t('devicesOf', { total: app.devicesTotal })}
            </span>
          </dd>
        </div>
      </dl>

      {app.quota ? <AppQuotaUsage quota={app.quota} /> : null}

      <AppKeyField key={app.appKey} appKey={app.appKey} appName={app.name} justGiven={highlight} />
      {/* Keyed by the current key: a rotation lists the keys again. */}
      <AppKeysSection key={`keys-${app.appKey}`} appId={app.id} appName={app.name} onRevoked={onStatus} />
      <IngestRefusalsPanel ingest={ingest} />

      {app.devicesTotal === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('noDevices')}{' '}
          <Link
            href={sdkGuideHref(app.id)}
            className="font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700 dark:text-brand-100"
          >
            {t('integrate')}
          </Link>
        </p>
      ) : (
        <p className="text-sm">
          <Link
            href={`${VERSIONS_PATH}?${new URLSearchParams({ app: app.id }).toString()}`}
            aria-label={t('versionsLabel', { app: app.name })}
            className="font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700 dark:text-brand-100"
          >
            {t('versions')}
          </Link>
        </p>
      )}

      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        {/* What the caller's role may not do stays in view, disabled, with its reason as a tooltip. */}
        <GatedButton
          reason={reasonFor('editApps')}
          aria-label={t('editLabel', { app: app.name })}
          onClick={() => onAction('edit', app)}
          className={SMALL_BUTTON}
        >
          <PencilIcon className="size-4" />
          {t('edit')}
        </GatedButton>
        <GatedButton
          reason={reasonFor('editApps')}
          aria-label={t('rotateLabel', { app: app.name })}
          onClick={() => onAction('rotate', app)}
          className={SMALL_BUTTON}
        >
          <RotateIcon className="size-4" />
          {t('rotate')}
        </GatedButton>
        <GatedButton
          reason={reasonFor('manageAlerts')}
          aria-label={t('alertsLabel', { app: app.name })}
          onClick={() => onAction('alerts', app)}
          className={SMALL_BUTTON}
        >
          <BellIcon className="size-4" />
          {t('alerts')}
        </GatedButton>
        <span className="ms-auto inline-flex">
          <GatedButton
            reason={reasonFor('deleteApps')}
            aria-label={t('deleteLabel', { app: app.name })}
            onClick={() => onAction('delete', app)}
            className={SMALL_DANGER_BUTTON}
          >
            <TrashIcon className="size-4" />
            {t('delete')}
          </GatedButton>
        </span>
      </div>
    </article>
  );
}
