'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

import type { App } from '@/lib/api/types';

export const SELECT =
  'block w-full max-w-md rounded-lg border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 dark:bg-slate-800 dark:text-white';

/**
 * The app whose key the guide's snippets show. Without apps it says how to get one; admins choose
 * among every customer's apps, labelled with their owner.
 */
export function GuideAppPicker({
  apps,
  selectedId,
  onSelect,
  createHref,
  admin,
}: {
  apps: readonly App[];
  selectedId: string | undefined;
  onSelect: (appId: string) => void;
  createHref: string;
  admin: boolean;
}) {
  const t = useTranslations('SdkGuide');
  const id = useId();
  const hintId = useId();

  if (apps.length === 0) {
    return (
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
        {t.rich(admin ? 'noAppsAdmin' : 'noApps', {
          link: (chunks) => (
            <Link href={createHref} className="font-semibold underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('appPicker.label')}
      </label>
      <select
        id={id}
        value={selectedId}
        onChange={(event) => onSelect(event.target.value)}
        aria-describedby={hintId}
        className={SELECT}
      >
        {apps.map((app) => (
          <option key={app.id} value={app.id}>
            {[
              app.owner
                ? t('appPicker.optionWithOwner', { name: app.name, owner: app.owner.name })
                : app.name,
              app.status === 'suspended' ? t('appPicker.suspended') : '',
            ]
              .filter(Boolean)
              .join(' ')}
          </option>
        ))}
      </select>
      <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {t('appPicker.hint')}
      </p>
    </div>
  );
}
