'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import type { DeviceDetail } from '@/lib/api/types';

import { DeviceStatus } from '../device-status';
import { FormattedDate } from '../formatted-date';
import { NotReported } from '../not-reported';
import { PlatformName } from '../platform-name';
import { RelativeTime } from '../relative-time';
import { SECTION } from './styles';

const text = (value: string | null) => (value === null || value === '' ? <NotReported /> : value);

/** What the device is and reports: its app (linked), platform, model, versions, when seen, status. */
export function DeviceSummary({ device, appHref }: { device: DeviceDetail; appHref: string }) {
  const t = useTranslations('DeviceColumns');
  const rows: [string, ReactNode][] = [
    [t('status'), <DeviceStatus key="status" online={device.online} />],
    [
      t('appName'),
      <Link
        key="app"
        href={appHref}
        className="text-brand-700 underline-offset-4 hover:underline focus-visible:underline dark:text-brand-100"
      >
        {device.appName}
      </Link>,
    ],
    [t('platform'), <PlatformName key="platform" platform={device.platform} />],
    [t('model'), text(device.model)],
    [t('osVersion'), text(device.osVersion)],
    [t('sdkVersion'), text(device.sdkVersion)],
    [t('appVersion'), text(device.appVersion)],
    [t('firstSeen'), <FormattedDate key="first" value={device.firstSeen} withTime />],
    [t('lastSeen'), <RelativeTime key="last" value={device.lastSeen} />],
  ];
  return (
    <section className={SECTION}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="mt-0.5 text-sm wrap-anywhere text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
