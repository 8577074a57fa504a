'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';

import type { ApiResource } from '@/components/data/use-api-resource';
import { LoadError } from '@/components/feedback/load-error';
import { cx } from '@/components/shell/class-names';
import type { App, AppIngest } from '@/lib/api/types';

const LINK = 'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100';

/** A small dot that pulses while waiting (still, for reduced motion) and is green once connected. */
function LiveDot({ connected }: { connected: boolean }) {
  return (
    <span aria-hidden="true" className="relative mt-1.5 flex size-2.5 shrink-0">
      {connected ? null : (
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-500 opacity-60 motion-reduce:animate-none" />
      )}
      <span
        className={cx(
          'relative inline-flex size-2.5 rounded-full',
          connected ? 'bg-emerald-600' : 'bg-brand-500',
        )}
      />
    </span>
  );
}

/**
 * The install check of one app: "Waiting for the first heartbeat" until the app's first heartbeat is
 * accepted, then which device it came from and when, with links to it and to Online devices. `ingest`
 * is the app's ingest (`useAppIngest`), which the live stream fetches again until the first beat came.
 */
export function InstallCheck({
  app,
  ingest: first,
  className,
}: {
  app: Pick<App, 'id' | 'name'>;
  ingest: ApiResource<AppIngest>;
  className?: string;
}) {
  const t = useTranslations('InstallCheck');
  const format = useFormatter();
  if (first.error && !first.data) return <LoadError compact error={first.error} onRetry={first.reload} />;
  const { firstDeviceId, firstHeartbeatAt } = first.data ?? { firstDeviceId: null, firstHeartbeatAt: null };
  const connected = firstDeviceId !== null && firstHeartbeatAt !== null;
  return (
    <div
      className={cx(
        'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm',
        connected
          ? 'border-emerald-200 bg-emerald-50 dark:border-emerald-500/30 dark:bg-emerald-500/10'
          : 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/50',
        className,
      )}
    >
      <LiveDot connected={connected} />
      <div className="min-w-0 space-y-1" role="status">
        {!first.data ? (
          <p className="text-slate-600 dark:text-slate-300">{t('checking')}</p>
        ) : connected ? (
          <>
            <p className="font-medium text-slate-900 wrap-anywhere dark:text-white">
              {t.rich('connected', {
                device: () => (
                  <span dir="ltr" className="font-mono">
                    {firstDeviceId}
                  </span>
                ),
                time: () => (
                  <time dateTime={firstHeartbeatAt}>
                    {format.dateTime(new Date(firstHeartbeatAt), 'exact')}
                  </time>
                ),
              })}
            </p>
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <Link
                className={LINK}
                href={`/online-devices/${encodeURIComponent(app.id)}/${encodeURIComponent(firstDeviceId)}`}
              >
                {t('viewDevice')}
              </Link>
              <Link className={LINK} href={`/online-devices?${new URLSearchParams({ app: app.id })}`}>
                {t('onlineDevices')}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="font-medium text-slate-900 wrap-anywhere dark:text-white">
              {t('waiting', { app: app.name })}
            </p>
            <p className="text-slate-600 dark:text-slate-400">{t('waitingHint')}</p>
          </>
        )}
      </div>
    </div>
  );
}
