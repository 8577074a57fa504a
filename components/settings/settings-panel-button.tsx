'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { SettingsIcon } from '@/components/icons/settings-icon';
import { SettingsPanel } from '@/components/settings/settings-panel';
import { ICON_BUTTON } from '@/components/shell/styles';

/** The header button that opens the display settings drawer. */
export function SettingsPanelButton() {
  const t = useTranslations('Header');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={ICON_BUTTON}
      >
        <SettingsIcon />
        <span className="sr-only">{t('openSettings')}</span>
      </button>
      {open ? <SettingsPanel onClose={() => setOpen(false)} returnFocus={buttonRef} /> : null}
    </>
  );
}
