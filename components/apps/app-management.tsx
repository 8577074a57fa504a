'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useRef, useState } from 'react';

import { LoadError } from '@/components/feedback/load-error';
import { PlusIcon } from '@/components/icons/plus-icon';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { GatedButton, useRoleReason } from '@/components/orgs/role-gate';
import { PageHeader } from '@/components/shell/page-header';
import { PRIMARY_BUTTON } from '@/components/shell/styles';
import type { App } from '@/lib/api/types';

import { AppCard, type AppAction } from './app-card';
import { AppListEmpty } from './app-list-empty';
import { AppListSkeleton } from './app-list-skeleton';
import { StatusNotice } from './status-notice';
import { useAppList } from './use-app-list';

// The form's code (Formik and the shared zod schema) loads when the form is about to be used, not with
// the page (bench/README.md): on pointing at or focusing Create, or on opening the form.
const loadAppFormModal = () => import('./app-form-modal').then((module) => module.AppFormModal);
const loadAlertsDialog = () =>
  import('@/components/alerts/alerts-dialog').then((module) => module.AlertsDialog);
// The confirmations (delete, rotate) likewise, when one opens.
const loadConfirmations = () => import('./app-dialogs');

type Dialog = { kind: 'create' } | { kind: AppAction; app: App } | null;

/** The last change, said in the live region; `appId` marks the app it concerns (its key unmasked). */
interface Outcome {
  message: string;
  appId?: string;
  created?: boolean;
}

/**
 * The customer's app management page: the apps as cards, creating one in a modal, editing its name
 * and bundle id, rotating its key and deleting it behind confirmations that say what breaks.
 */
export function AppManagement({ title, intro }: { title: string; intro: string }) {
  const t = useTranslations('AppManagement');
  const reasonFor = useRoleReason();
  const list = useAppList();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const form = useCodeOnRequest(loadAppFormModal);
  const AppFormModal = form.code;
  const alerts = useCodeOnRequest(loadAlertsDialog);
  const AlertsDialog = alerts.code;
  const confirmations = useCodeOnRequest(loadConfirmations);
  const Confirmations = confirmations.code;
  const close = () => setDialog(null);
  const open = async (next: NonNullable<Dialog>) => {
    // The create and edit forms wait for their code; nothing opens when it cannot be fetched.
    if (next.kind === 'create' || next.kind === 'edit') {
      if (!(await form.request())) return;
    }
    if (next.kind === 'alerts' && !(await alerts.request())) return;
    if ((next.kind === 'rotate' || next.kind === 'delete') && !(await confirmations.request())) return;
    setDialog(next);
  };
  const openCreate = () => void open({ kind: 'create' });

  // With nothing to show, the full panel; above what is still shown (a failed reload), one line.
  const loadError = (compact: boolean) =>
    list.error ? (
      <LoadError compact={compact} error={list.error} onRetry={list.reload} title={t('loadFailed')} />
    ) : null;
  let content;
  if (list.apps === undefined) {
    content = loadError(false) ?? <AppListSkeleton />;
  } else if (list.apps.length === 0) {
    content = (
      <>
        {loadError(true)}
        <AppListEmpty onCreate={openCreate} />
      </>
    );
  } else {
    content = (
      <>
        {loadError(true)}
        <ul aria-label={t('listLabel')} className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {list.apps.map((app) => (
            <li key={app.id}>
              <AppCard
                app={app}
                highlight={outcome?.appId === app.id}
                isNew={outcome?.appId === app.id && !!outcome.created}
                onAction={(kind, target) => void open({ kind, app: target })}
                onStatus={(message) => setOutcome({ message })}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader title={title} intro={intro}>
        <GatedButton
          ref={createRef}
          reason={reasonFor('editApps')}
          onClick={openCreate}
          onPointerEnter={form.prefetch}
          onFocus={form.prefetch}
          className={PRIMARY_BUTTON}
        >
          <PlusIcon className="size-4" />
          {t('create')}
        </GatedButton>
      </PageHeader>
      <StatusNotice
        message={outcome?.message ?? null}
        dismissLabel={t('dismiss')}
        onDismiss={() => setOutcome(null)}
      />
      {form.failed || alerts.failed || confirmations.failed ? <CodeLoadFailed /> : null}
      {/* A part of its own: with the shell, the list's placeholder outgrew the first part React sends,
          which then held back the heading too (docs/architecture.md, "The first HTML stays small"). */}
      <Suspense fallback={null}>{content}</Suspense>

      {AppFormModal ? (
        <>
          {dialog?.kind === 'create' ? (
            <AppFormModal
              onCancel={close}
              // Opened from the empty state, the button that opened it goes with the empty state once
              // the first app is created: focus then goes to the page's Create app.
              returnFocus={createRef}
              onSubmit={async (values) => {
                const app = await list.create(values);
                close();
                setOutcome({ message: t('appCreated', { name: app.name }), appId: app.id, created: true });
              }}
            />
          ) : null}
          {dialog?.kind === 'edit' ? (
            <AppFormModal
              app={dialog.app}
              onCancel={close}
              onSubmit={async ({ name, bundleId, onlineWindowSeconds }) => {
                const app = await list.save(dialog.app.id, { name, bundleId, onlineWindowSeconds });
                close();
                setOutcome({ message: t('appSaved', { name: app.name }) });
              }}
            />
          ) : null}
        </>
      ) : null}
      {dialog?.kind === 'alerts' && AlertsDialog ? <AlertsDialog app={dialog.app} onClose={close} /> : null}
      {dialog?.kind === 'rotate' && Confirmations ? (
        <Confirmations.RotateKeyDialog
          appName={dialog.app.name}
          onCancel={close}
          onRotate={async (graceSeconds) => {
            await list.rotateKey(dialog.app.id, graceSeconds);
            close();
            const message =
              graceSeconds > 0
                ? t('keyRotatedGrace', { name: dialog.app.name })
                : t('keyRotated', { name: dialog.app.name });
            setOutcome({ message, appId: dialog.app.id });
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' && Confirmations ? (
        <Confirmations.ConfirmDialog
          title={t('deleteTitle', { name: dialog.app.name })}
          description={t('deleteDescription', { count: dialog.app.devicesTotal })}
          confirmLabel={t('deleteConfirm')}
          busyLabel={t('working')}
          cancelLabel={t('cancel')}
          onCancel={close}
          // Cancelled, focus goes back to Delete; deleted, the app's buttons go with it, and focus goes
          // to the page's main action.
          returnFocus={createRef}
          onConfirm={async () => {
            await list.remove(dialog.app.id);
            close();
            setOutcome({ message: t('appDeleted', { name: dialog.app.name }) });
          }}
        />
      ) : null}
    </div>
  );
}
