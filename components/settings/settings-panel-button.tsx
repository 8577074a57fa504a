'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { SettingsIcon } from '@/components/icons/settings-icon';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { ICON_BUTTON } from '@/components/shell/styles';

// The drawer's code is fetched when the button is pointed at, focused or pressed, not with every
// console page (bench/README.md).
const loadSettingsPanel = () =>
  import('@/components/settings/settings-panel').then((module) => module.SettingsPanel);

/** The header button that opens the display settings drawer. */
export function SettingsPanelButton() {
  const t = useTranslations('Header');
  const [open, setOpen] = useState(false);
  const panel = useCodeOnRequest(loadSettingsPanel);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const SettingsPanel = panel.code;
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={async () => setOpen(!!(await panel.request()))}
        onPointerEnter={panel.prefetch}
        onFocus={panel.prefetch}
        className={ICON_BUTTON}
      >
        <SettingsIcon />
        <span className="sr-only">{t('openSettings')}</span>
      </button>
      {panel.failed ? <CodeLoadFailed floating /> : null}
      {open && SettingsPanel ? (
        <SettingsPanel onClose={() => setOpen(false)} returnFocus={buttonRef} />
      ) : null}
    </div>
  );
}
