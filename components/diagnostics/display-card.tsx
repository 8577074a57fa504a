'use client';

import { useLocale, useTranslations } from 'next-intl';

import { DISPLAY_VALUE_LABELS } from '@/components/settings/display-labels';
import { useConsoleState } from '@/components/state/console-store';
import { LOCALE_NAMES, resolveLocale } from '@/i18n/locales';

import { DiagnosticsCard } from './diagnostics-card';
import { DiagnosticsList } from './diagnostics-list';

/**
 * The language and every display setting: in words, as the settings panel names them, each followed
 * by the value as stored (for operators).
 */
export function DisplayCard() {
  const t = useTranslations('Diagnostics');
  const tSettings = useTranslations('SettingsPanel');
  const locale = useLocale();
  const settings = useConsoleState((state) => state.displaySettings);
  const code = (value: string) => <code className="font-mono">{value}</code>;
  const named = (setting: keyof typeof DISPLAY_VALUE_LABELS) => {
    const value = settings[setting];
    const key = (DISPLAY_VALUE_LABELS[setting] as Record<string, Parameters<typeof tSettings>[0]>)[value];
    return (
      <>
        {tSettings(key)} {value ? <>({code(value)})</> : null}
      </>
    );
  };
  return (
    <DiagnosticsCard title={t('display.title')}>
      <DiagnosticsList
        items={[
          {
            label: t('display.locale'),
            value: (
              <>
                {LOCALE_NAMES[resolveLocale(locale)]} ({code(locale)})
              </>
            ),
          },
          { label: t('display.theme'), value: named('theme') },
          { label: t('display.menu'), value: named('menu') },
          { label: t('display.layout'), value: named('layout') },
          { label: t('display.direction'), value: named('rtlClass') },
          { label: t('display.animation'), value: named('animation') },
          { label: t('display.navbar'), value: named('navbar') },
          { label: t('display.semidark'), value: settings.semidark ? t('display.on') : t('display.off') },
        ]}
      />
    </DiagnosticsCard>
  );
}
