'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { cx } from '@/components/shell/class-names';
import { MEMBERS_PATH } from '@/lib/routes';

import { useTeammateInvited } from './use-teammate-invited';

export interface FirstRunProgress {
  appCreated: boolean;
  sdkAdded: boolean;
  deviceOnline: boolean;
  /** More than one member in the organisation, or an invitation pending. */
  teammateInvited: boolean;
}

const STEPS = [
  { key: 'createApp', href: '/app-management', done: (p: FirstRunProgress) => p.appCreated },
  { key: 'addSdk', href: '/sdk-integration-guide', done: (p: FirstRunProgress) => p.sdkAdded },
  { key: 'seeDevice', href: '/online-devices', done: (p: FirstRunProgress) => p.deviceOnline },
  { key: 'inviteTeammate', href: MEMBERS_PATH, done: (p: FirstRunProgress) => p.teammateInvited },
] as const;

function CheckMark({ done }: { done: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
        done
          ? 'border-emerald-600 bg-emerald-600 text-white dark:border-emerald-500 dark:bg-emerald-500 dark:text-slate-950'
          : 'border-slate-300 text-transparent dark:border-slate-600',
      )}
    >
      <svg viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth={2.5}>
        <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/** The first steps of a new customer, ticked off as the dashboard sees them happen. */
export function FirstRunChecklist({
  progress: deviceProgress,
  onHide,
}: {
  progress: Omit<FirstRunProgress, 'teammateInvited'>;
  onHide: () => void;
}) {
  const t = useTranslations('FirstRunChecklist');
  const progress: FirstRunProgress = { ...deviceProgress, teammateInvited: useTeammateInvited() };
  const headingId = useId();
  const doneCount = STEPS.filter((step) => step.done(progress)).length;
  // Inviting a teammate is offered, not required: a customer working alone is set once a device is online.
  const allSet = STEPS.every((step) => step.key === 'inviteTeammate' || step.done(progress));
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 dark:border-brand-500/30 dark:bg-brand-500/10"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('title')}
        </h2>
        {allSet ? (
          <button
            type="button"
            onClick={onHide}
            className="rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100 dark:hover:bg-brand-500/20"
          >
            {t('dismiss')}
          </button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {allSet ? t('allDone') : t('progress', { done: doneCount, total: STEPS.length })}
      </p>
      <ol className="mt-4 space-y-3">
        {STEPS.map((step, index) => {
          const done = step.done(progress);
          return (
            <li key={step.key} className="flex items-start gap-3">
              <CheckMark done={done} />
              <div className="min-w-0">
                <Link
                  href={step.href}
                  className={cx(
                    'font-medium hover:underline',
                    done ? 'text-slate-600 dark:text-slate-300' : 'text-brand-700 dark:text-brand-100',
                  )}
                >
                  {t(`steps.${step.key}.title`, { number: index + 1 })}
                </Link>
                <span className="sr-only"> {done ? t('stepDone') : t('stepToDo')}</span>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t(`steps.${step.key}.description`)}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
