'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { usePlatformName } from '@/components/apps/use-platform-name';
import type { App } from '@/lib/api/types';

/** The newest apps (up to five), each with its platform and devices online, leading to app management. */
export function RecentApps({ apps, manageHref }: { apps: readonly App[]; manageHref: string }) {
  const t = useTranslations('Dashboard');
  const tStatus = useTranslations('AppStatuses');
  const platformName = usePlatformName();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('recentApps.title')}
        </h2>
        <Link
          href={manageHref}
          className="text-sm font-medium text-brand-600 hover:text-brand-700 hover:underline dark:text-brand-100"
        >
          {t('recentApps.manage')}
        </Link>
      </div>
      {apps.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('recentApps.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {apps.map((app) => (
            <li key={app.id} className="flex items-center justify-between gap-3 py-3">
              {/* Name and count share the row and wrap, so a long name or translation is never cut off. */}
              <div className="min-w-0 flex-1">
                <Link
                  href={manageHref}
                  className="block font-medium wrap-anywhere text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-100"
                >
                  {app.name}
                </Link>
                <p className="text-xs wrap-anywhere text-slate-500 dark:text-slate-400">
                  {platformName(app.platform)}
                  {app.owner ? ` · ${app.owner.name}` : null}
                  {app.status === 'suspended' ? ` · ${tStatus('suspended')}` : null}
                </p>
              </div>
              <p className="max-w-1/2 text-end text-sm tabular-nums text-slate-700 dark:text-slate-300">
                {t('recentApps.online', { count: app.devicesOnline })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
