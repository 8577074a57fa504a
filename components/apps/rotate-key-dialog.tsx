'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { KEY_GRACE_CHOICES } from '@/lib/validations/app-key-grace';

import { ConfirmDialog } from './confirm-dialog';

const GRACE_LABEL = { 0: 'graceNone', 3600: 'grace1h', 86400: 'grace24h', 604800: 'grace7d' } as const;
type Grace = (typeof KEY_GRACE_CHOICES)[number];

/**
 * Asks before rotating an app's key, and for how long the current key stays accepted: none (refused at
 * once), 1 hour, 24 hours or 7 days, so devices still on it keep reporting until they have the new one.
 */
export function RotateKeyDialog({
  appName,
  onCancel,
  onRotate,
}: {
  appName: string;
  onCancel: () => void;
  onRotate: (graceSeconds: number) => Promise<void>;
}) {
  const t = useTranslations('AppManagement');
  const id = useId();
  const [grace, setGrace] = useState<Grace>(86400);
  return (
    <ConfirmDialog
      title={t('rotateTitle', { name: appName })}
      description={t('rotateDescription')}
      confirmLabel={t('rotateConfirm')}
      busyLabel={t('working')}
      cancelLabel={t('cancel')}
      onCancel={onCancel}
      onConfirm={() => onRotate(grace)}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t('graceLegend')}</legend>
        {KEY_GRACE_CHOICES.map((choice) => (
          <div key={choice} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${id}-${choice}`}
              name={`${id}-grace`}
              value={choice}
              checked={grace === choice}
              onChange={() => setGrace(choice)}
              className="size-4 accent-brand-600"
            />
            <label htmlFor={`${id}-${choice}`} className="text-sm">
              {t(GRACE_LABEL[choice])}
            </label>
          </div>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}
