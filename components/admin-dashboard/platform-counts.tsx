'use client';

import { useTranslations } from 'next-intl';

import { PlatformName } from '@/components/devices/platform-name';
import { PLATFORMS, type App, type Platform } from '@/lib/api/types';

/**
 * Devices and apps per platform. The bar shows each platform's share of all devices; it repeats
 * the figures beside it, so it is hidden from assistive tech.
 */
export function PlatformCounts({
  devices,
  apps,
}: {
  devices: Record<Platform, number>;
  /** Undefined when the apps could not be loaded: the app counts are left out. */
  apps: readonly App[] | undefined;
}) {
  const t = useTranslations('AdminDashboard');
  const totalDevices = PLATFORMS.reduce((sum, platform) => sum + (devices[platform] ?? 0), 0);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {PLATFORMS.map((platform) => {
        const deviceCount = devices[platform] ?? 0;
        const appCount = apps?.filter((app) => app.platform === platform).length;
        const share = totalDevices ? Math.round((deviceCount / totalDevices) * 100) : 0;
        return (
          <li
            key={platform}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <h3 className="font-medium text-slate-900 dark:text-white">
              <PlatformName platform={platform} />
            </h3>
            <p className="mt-2 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
              {t('platformDevices', { count: deviceCount })}
            </p>
            {appCount === undefined ? null : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('platformApps', { count: appCount })}
              </p>
            )}
            <div
              aria-hidden="true"
              className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
            >
              <div className="h-full rounded-full bg-brand-500" style={{ inlineSize: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
