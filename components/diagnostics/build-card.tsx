'use client';

import { useTranslations } from 'next-intl';

import { DiagnosticsCard } from './diagnostics-card';
import { DiagnosticsList } from './diagnostics-list';

/** The build this page came from. */
export function BuildCard() {
  const t = useTranslations('Diagnostics');
  // Inlined at build time from next.config.mjs: the package version, and the git commit ('unknown'
  // when the build ran outside a checkout).
  const version = process.env.NEXT_PUBLIC_BUILD_VERSION || 'unknown';
  const commit = process.env.NEXT_PUBLIC_BUILD_COMMIT || 'unknown';
  return (
    <DiagnosticsCard title={t('build.title')}>
      <DiagnosticsList
        items={[
          { label: t('build.version'), value: <code className="font-mono">{version}</code> },
          { label: t('build.commit'), value: <code className="font-mono">{commit}</code> },
        ]}
      />
    </DiagnosticsCard>
  );
}
