'use client';

import { useTranslations } from 'next-intl';

import { DiagnosticsCard } from './diagnostics-card';
import { DiagnosticsList } from './diagnostics-list';

/** The build this page came from. */
export function BuildCard() {
  const t = useTranslations('Diagnostics');
  // Inlined at build time by next.config.mjs (scripts/lib/build-info.mjs): package.json's version, and
  // the commit, '' when the build knew none. Settings are read at run time; these two are the build's.
  /* eslint-disable no-restricted-properties */
  const version = process.env.NEXT_PUBLIC_BUILD_VERSION;
  const commit = process.env.NEXT_PUBLIC_BUILD_COMMIT;
  /* eslint-enable no-restricted-properties */
  return (
    <DiagnosticsCard title={t('build.title')}>
      <DiagnosticsList
        items={[
          { label: t('build.version'), value: <code className="font-mono">{version}</code> },
          {
            label: t('build.commit'),
            value: commit ? <code className="font-mono">{commit}</code> : t('build.commitUnknown'),
          },
        ]}
      />
    </DiagnosticsCard>
  );
}
