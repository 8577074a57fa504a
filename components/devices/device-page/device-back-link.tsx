'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { BACK_PARAM, backHref } from './paths';

/** "Back to online devices", to the table with the page, filters, search and sort it had. */
export function DeviceBackLink({ tablePath }: { tablePath: string }) {
  const t = useTranslations('DevicePage');
  const back = useSearchParams().get(BACK_PARAM);
  return (
    <Link
      href={backHref(tablePath, back)}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:underline dark:text-brand-100"
    >
      <span aria-hidden="true" className="rtl:rotate-180">
        ←
      </span>
      {t('back')}
    </Link>
  );
}
