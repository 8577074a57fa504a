'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';

import { SMALL_BUTTON } from '@/components/apps/styles';
import { FilterSelect } from '@/components/data-table/filter-select';
import { useSavedViews } from '@/components/devices/views/use-saved-views';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { TextField } from '@/components/forms/text-field';
import { PRIMARY_BUTTON } from '@/components/shell/styles';
import type {
  MaintenanceKind,
  MaintenanceWindow,
  NewMaintenanceWindow,
} from '@/lib/api/contract/maintenance';

import { useAlertForm } from './use-alert-form';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** A Sunday, to name each weekday in the reader's language (2026-01-04 was one). */
const SUNDAY = Date.UTC(2026, 0, 4);

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

interface Fields {
  name: string;
  viewId: string;
  kind: MaintenanceKind;
  startsAt: string;
  endsAt: string;
  weekday: string;
  startTime: string;
  durationMinutes: string;
  timeZone: string;
}

const EMPTY: Omit<Fields, 'timeZone'> = {
  name: '',
  viewId: '',
  kind: 'once',
  startsAt: '',
  endsAt: '',
  weekday: '0',
  startTime: '02:00',
  durationMinutes: '60',
};

/** A `datetime-local` value (the reader's time) as the API's instant; blank or unreadable as left out. */
const instant = (local: string) => {
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

// Anything typed goes as typed, so the API names what is wrong with it.
const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

function toWindow(fields: Fields): NewMaintenanceWindow {
  const common = { name: fields.name, viewId: fields.viewId || null, kind: fields.kind };
  return fields.kind === 'once'
    ? { ...common, startsAt: instant(fields.startsAt), endsAt: instant(fields.endsAt) }
    : {
        ...common,
        weekday: toNumber(fields.weekday),
        startTime: fields.startTime,
        durationMinutes: toNumber(fields.durationMinutes),
        timeZone: fields.timeZone,
      };
}

/**
 * An app's maintenance windows (docs/product.md, Maintenance windows): each in words, whether it is on,
 * and "Remove"; then a form to add one, once (from, to, in the reader's time) or weekly (a weekday, a
 * time, how long, in a time zone, the browser's by default), for the whole app or one saved view.
 */
export function MaintenanceWindows({
  windows,
  onAdd,
  onRemove,
}: {
  windows: readonly MaintenanceWindow[];
  onAdd: (window: NewMaintenanceWindow) => Promise<void>;
  onRemove: (window: MaintenanceWindow) => void;
}) {
  const t = useTranslations('Alerts');
  const format = useFormatter();
  const views = useSavedViews();
  const [fields, setFields] = useState<Fields>(() => ({ ...EMPTY, timeZone: browserTimeZone() }));

  const weekdayName = (weekday: number) =>
    format.dateTime(new Date(SUNDAY + weekday * 86_400_000), { weekday: 'long', timeZone: 'UTC' });
  const describe = (window: MaintenanceWindow) =>
    window.kind === 'once'
      ? t('maintenanceOnce', {
          from: format.dateTime(new Date(window.startsAt ?? ''), 'dateTime'),
          to: format.dateTime(new Date(window.endsAt ?? ''), 'dateTime'),
        })
      : t('maintenanceWeekly', {
          weekday: weekdayName(window.weekday ?? 0),
          time: window.startTime ?? '',
          minutes: window.durationMinutes ?? 0,
          zone: window.timeZone ?? '',
        });

  const set = (name: keyof Fields) => (value: string) => setFields((old) => ({ ...old, [name]: value }));
  const control = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
    onBlur: () => undefined,
  });

  const { submit, busy, fieldError, generalError } = useAlertForm(async () => {
    await onAdd(toWindow(fields));
    setFields((old) => ({ ...EMPTY, timeZone: old.timeZone }));
  });

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('maintenanceHint')}</p>
      {windows.length === 0 ? <p className="text-sm">{t('noMaintenance')}</p> : null}
      {windows.length > 0 ? (
        <ul aria-label={t('maintenanceTitle')} className="space-y-2">
          {windows.map((window) => (
            <li
              key={window.id}
              className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-medium wrap-anywhere" dir="auto">
                  {window.name || describe(window)}
                </p>
                {window.name ? <p>{describe(window)}</p> : null}
                <p className="text-slate-600 dark:text-slate-300">
                  {window.viewName
                    ? t('maintenanceView', { view: window.viewName })
                    : t('maintenanceAllDevices')}
                </p>
              </div>
              {window.active ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-500/20 dark:text-amber-100">
                  {t('maintenanceOn')}
                </span>
              ) : null}
              <button
                type="button"
                onClick={() => onRemove(window)}
                aria-label={t('maintenanceRemove', { name: window.name || describe(window) })}
                className={SMALL_BUTTON}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('maintenanceAdd')}>
        <TextField
          name="maintenanceName"
          label={t('maintenanceName')}
          required={false}
          control={control('name')}
          error={fieldError('name')}
        />
        <FilterSelect
          layout="stacked"
          label={t('maintenanceScope')}
          value={fields.viewId}
          options={[
            { value: '', label: t('maintenanceAllDevices') },
            ...(views.data?.data ?? []).map((view) => ({ value: view.id, label: view.name })),
          ]}
          unknownLabel={() => t('shareScopeView')}
          onChange={set('viewId')}
          error={fieldError('viewId')}
        />
        <FilterSelect
          layout="stacked"
          label={t('maintenanceKind')}
          value={fields.kind}
          options={[
            { value: 'once', label: t('maintenanceKindOnce') },
            { value: 'weekly', label: t('maintenanceKindWeekly') },
          ]}
          onChange={(value) => set('kind')(value === 'weekly' ? 'weekly' : 'once')}
        />
        {fields.kind === 'once' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="startsAt"
              type="datetime-local"
              label={t('maintenanceStarts')}
              control={control('startsAt')}
              error={fieldError('startsAt')}
            />
            <TextField
              name="endsAt"
              type="datetime-local"
              label={t('maintenanceEnds')}
              control={control('endsAt')}
              error={fieldError('endsAt')}
            />
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <FilterSelect
              layout="stacked"
              label={t('maintenanceWeekday')}
              value={fields.weekday}
              options={WEEKDAYS.map((weekday) => ({ value: String(weekday), label: weekdayName(weekday) }))}
              onChange={set('weekday')}
              error={fieldError('weekday')}
            />
            <TextField
              name="startTime"
              type="time"
              label={t('maintenanceTime')}
              control={control('startTime')}
              error={fieldError('startTime')}
            />
            <TextField
              name="durationMinutes"
              label={t('maintenanceMinutes')}
              inputMode="numeric"
              control={control('durationMinutes')}
              error={fieldError('durationMinutes')}
            />
            <TextField
              name="timeZone"
              label={t('maintenanceTimeZone')}
              hint={t('maintenanceTimeZoneHint')}
              control={control('timeZone')}
              error={fieldError('timeZone')}
            />
          </div>
        )}
        <FormErrorAlert message={generalError} />
        <button type="submit" aria-disabled={busy || undefined} className={PRIMARY_BUTTON}>
          {busy ? t('working') : t('maintenanceAdd')}
        </button>
      </form>
    </div>
  );
}
