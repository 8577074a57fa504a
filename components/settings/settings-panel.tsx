'use client';

import { useTranslations } from 'next-intl';
import { useId, type RefObject } from 'react';

import { CloseIcon } from '@/components/icons/close-icon';
import { SettingsForm } from '@/components/settings/settings-form';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { ICON_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import { useConsoleStore } from '@/components/state/console-store';
import { DEFAULT_DISPLAY_SETTINGS } from '@/lib/display/settings';
import { updateDisplaySettings } from '@/lib/state/display';

/** The display settings drawer (docs/product.md, Display settings), on the end edge. */
export function SettingsPanel({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('SettingsPanel');
  const store = useConsoleStore();
  const id = useId();
  return (
    <ModalDialog
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      onClose={onClose}
      returnFocus={returnFocus}
      placement="end"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-5 dark:border-slate-800">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('title')}
          </h2>
          <p id={`${id}-description`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('description')}
          </p>
        </div>
        <button type="button" onClick={onClose} className={ICON_BUTTON}>
          <CloseIcon />
          <span className="sr-only">{t('close')}</span>
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-6 py-6">
        <SettingsForm />
      </div>
      <div className="border-t border-slate-200 px-6 py-4 dark:border-slate-800">
        <button
          type="button"
          onClick={() => updateDisplaySettings(store, DEFAULT_DISPLAY_SETTINGS)}
          className={`${SECONDARY_BUTTON} w-full`}
        >
          {t('reset')}
        </button>
      </div>
    </ModalDialog>
  );
}
