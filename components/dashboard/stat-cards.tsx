'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ComponentType } from 'react';

import { AppsIcon } from '@/components/icons/apps-icon';
import { DevicesIcon } from '@/components/icons/devices-icon';
import type { IconProps } from '@/components/icons/icon-base';
import { PulseIcon } from '@/components/icons/pulse-icon';
import { UsersIcon } from '@/components/icons/users-icon';
import type { Stats } from '@/lib/api/types';

type CountKey = 'apps' | 'devicesOnline' | 'active24h' | 'new7d';

const CARDS: readonly { key: CountKey; Icon: ComponentType<IconProps> }[] = [
  { key: 'apps', Icon: AppsIcon },
  { key: 'devicesOnline', Icon: PulseIcon },
  { key: 'active24h', Icon: DevicesIcon },
  { key: 'new7d', Icon: UsersIcon },
];

/** The four headline counts, as a description list: each label names its figure for screen readers. */
export function StatCards({ stats }: { stats: Pick<Stats, CountKey> }) {
  const t = useTranslations('Dashboard');
  const format = useFormatter();
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ key, Icon }) => (
        <div
          key={key}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="flex items-start justify-between gap-3 text-sm font-medium text-slate-600 dark:text-slate-400">
            {t(`counts.${key}`)}
            <span className="rounded-xl bg-brand-50 p-2 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
              <Icon className="size-5" />
            </span>
          </dt>
          <dd className="mt-1 text-3xl font-semibold tabular-nums tracking-tight text-slate-900 dark:text-white">
            {format.number(stats[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
