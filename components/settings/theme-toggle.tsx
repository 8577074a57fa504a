'use client';

import { useTranslations } from 'next-intl';

import { MonitorIcon } from '@/components/icons/monitor-icon';
import { MoonIcon } from '@/components/icons/moon-icon';
import { SunIcon } from '@/components/icons/sun-icon';
import { ICON_BUTTON } from '@/components/shell/styles';
import { useConsoleState, useConsoleStore } from '@/components/state/console-store';
import { THEMES, type Theme } from '@/lib/display/settings';
import { updateDisplaySettings } from '@/lib/state/display';

const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** The header's theme toggle, cycling light, dark and system; the panel offers all three at once. */
export function ThemeToggle() {
  const t = useTranslations('ThemeToggle');
  const store = useConsoleStore();
  const display = useConsoleState((state) => state.displaySettings);
  const next: Theme = THEMES[(THEMES.indexOf(display.theme) + 1) % THEMES.length];
  const Icon = ICONS[display.theme];
  const label = t('label', { current: t(display.theme), next: t(next) });
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => updateDisplaySettings(store, { theme: next })}
      className={ICON_BUTTON}
    >
      <Icon />
    </button>
  );
}
