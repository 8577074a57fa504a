'use client';

import { useAtomValue } from 'jotai';
import { useLocale, useTranslations } from 'next-intl';

import { LOCALE_NAMES, resolveLocale } from '@/i18n/locales';
import { displaySettingsAtom } from '@/lib/state/display';

import { DiagnosticsCard } from './diagnostics-card';
import { DiagnosticsList } from './diagnostics-list';

/** The language and every display setting as stored (the raw values, for operators). */
export function DisplayCard() {
  const t = useTranslations('Diagnostics');
  const locale = useLocale();
  const settings = useAtomValue(displaySettingsAtom);
  const code = (value: string) => <code className="font-mono">{value}</code>;
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
          { label: t('display.theme'), value: code(settings.theme) },
          { label: t('display.menu'), value: code(settings.menu) },
          { label: t('display.layout'), value: code(settings.layout) },
          { label: t('display.direction'), value: code(settings.rtlClass) },
          {
            label: t('display.animation'),
            value: settings.animation ? code(settings.animation) : t('display.none'),
          },
          { label: t('display.navbar'), value: code(settings.navbar) },
          { label: t('display.semidark'), value: settings.semidark ? t('display.on') : t('display.off') },
        ]}
      />
    </DiagnosticsCard>
  );
}
