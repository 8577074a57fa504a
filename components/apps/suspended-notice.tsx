'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

import { CONTACT_PATH } from '@/lib/routes';

/**
 * What the owner of a suspended app reads on its card: that it is suspended, the reason the admin
 * gave (if any, as plain text), and where to ask about it.
 */
export function SuspendedNotice({ reason }: { reason: string | null }) {
  const t = useTranslations('AppManagement');
  return (
    <div className="-mt-2 space-y-1 text-sm text-amber-800 dark:text-amber-200">
      <p>{t('suspendedNotice')}</p>
      {reason ? (
        <p className="wrap-anywhere whitespace-pre-wrap">{t('suspendedReason', { reason })}</p>
      ) : null}
      <p>
        {t.rich('suspendedContact', {
          link: (chunks) => (
            <Link href={CONTACT_PATH} className="font-medium underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
