'use client';

import { useTranslations } from 'next-intl';

import { SECONDARY_BUTTON } from '@/components/shell/styles';

/**
 * The recovery codes, shown once (after set-up, and when made again), with a download of them as a
 * text file. Needs the `TwoFactorModal` namespace.
 */
export function RecoveryCodesList({ codes, productName }: { codes: string[]; productName: string }) {
  const t = useTranslations('TwoFactorModal');
  const download = () => {
    const text = `${t('fileHeading', { productName })}\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-recovery-codes.txt`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('codesIntro')}</p>
      <ol
        aria-label={t('codesLabel')}
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 font-mono text-sm dark:border-slate-700 dark:bg-slate-800/60"
      >
        {codes.map((code) => (
          <li key={code} dir="ltr" className="text-start">
            {code}
          </li>
        ))}
      </ol>
      <button type="button" onClick={download} className={SECONDARY_BUTTON}>
        {t('download')}
      </button>
    </div>
  );
}
