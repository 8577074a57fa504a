'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState } from 'react';

import { SettingsIcon } from '@/components/icons/settings-icon';
import { ICON_BUTTON } from '@/components/shell/styles';

// The drawer's code is fetched when the button is pointed at, focused or pressed, not with every
// console page (bench/README.md).
const loadSettingsPanel = () => import('@/components/settings/settings-panel');
const SettingsPanel = lazy(() => loadSettingsPanel().then((module) => ({ default: module.SettingsPanel })));
const prefetch = () => void loadSettingsPanel();

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
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className={ICON_BUTTON}
      >
        <SettingsIcon />
        <span className="sr-only">{t('openSettings')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SettingsPanel onClose={() => setOpen(false)} returnFocus={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
