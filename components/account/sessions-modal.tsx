'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type RefObject } from 'react';

import { SessionItem, useDeviceName } from '@/components/account/session-item';
import { useApiResource } from '@/components/data/use-api-resource';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import { endSession, listSessions, type UserSession } from '@/lib/api/account';

/**
 * "Signed-in devices" (user menu): the user's sessions that still let someone in, this one marked,
 * each other one with Sign out, and Sign out everywhere else. What is done is said in a status line,
 * and focus goes to the dialog's title when the button that had it is gone.
 * Needs the `SessionsModal` and `ApiErrors` namespaces.
 */
export function SessionsModal({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('SessionsModal');
  const errorMessage = useApiErrorMessage();
  const dashboardApi = useDashboardApi();
  const deviceName = useDeviceName();
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const resource = useApiResource('user-sessions', listSessions);
  // Sessions signed out here: gone from the list without asking the server again.
  const [ended, setEnded] = useState<ReadonlySet<string>>(new Set());
  const sessions = resource.data?.data.filter((session) => !ended.has(session.id)) ?? null;
  const loadError = sessions === null ? resource.error : null;
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  async function signOut(ended: UserSession[], message: string) {
    setBusy(true);
    setActionError(null);
    const results = await Promise.allSettled(
      ended.map((session) => dashboardApi((baseUrl, token) => endSession(baseUrl, token, session.id))),
    );
    const gone = new Set(ended.filter((_, index) => results[index].status === 'fulfilled').map((s) => s.id));
    const failed = results.find((result) => result.status === 'rejected');
    setEnded((current) => new Set([...current, ...gone]));
    setBusy(false);
    if (failed) setActionError(errorMessage((failed as PromiseRejectedResult).reason));
    else setStatus(message);
    titleRef.current?.focus();
  }

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <ModalDialog
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      onClose={onClose}
      initialFocus={titleRef}
      returnFocus={returnFocus}
      size="lg"
    >
      <div className="flex max-h-[85dvh] flex-col p-6">
        <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('title')}
        </h2>
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('description')}
        </p>
        <p role="status" className="sr-only">
          {status}
        </p>
        <div className="mt-3">
          <FormErrorAlert message={actionError ?? (loadError ? errorMessage(loadError) : null)} />
        </div>
        {sessions === null ? (
          loadError ? (
            <button type="button" onClick={resource.reload} className={`${SECONDARY_BUTTON} mt-3 self-start`}>
              {t('retry')}
            </button>
          ) : (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('loading')}</p>
          )
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 overflow-y-auto dark:divide-slate-700">
            {sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={busy}
                onSignOut={() => void signOut([session], t('signedOut', { device: deviceName(session) }))}
              />
            ))}
          </ul>
        )}
        {sessions !== null && others.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('noOthers')}</p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {others.length > 0 ? (
            <button
              type="button"
              aria-disabled={busy || undefined}
              onClick={() => !busy && void signOut(others, t('othersSignedOut', { count: others.length }))}
              className={SECONDARY_BUTTON}
            >
              {t('signOutOthers')}
            </button>
          ) : null}
          <button type="button" onClick={onClose} className={PRIMARY_BUTTON}>
            {t('close')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
