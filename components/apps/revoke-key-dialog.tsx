'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';

import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before revoking an old key, naming it (its masked form): a revoked key is refused at once and
 * can never be accepted again.
 */
export function RevokeKeyDialog({
  masked,
  appName,
  onCancel,
  onRevoke,
  returnFocus,
}: {
  masked: string;
  appName: string;
  onCancel: () => void;
  onRevoke: () => Promise<void>;
  /** Where focus goes when the Revoke button that opened the dialog is gone. */
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('AppKeys');
  return (
    <ConfirmDialog
      title={t('revokeTitle', { masked })}
      description={t('revokeDescription', { app: appName })}
      confirmLabel={t('revokeConfirm')}
      busyLabel={t('revoking')}
      cancelLabel={t('cancel')}
      onCancel={onCancel}
      onConfirm={onRevoke}
      returnFocus={returnFocus}
    />
  );
}
