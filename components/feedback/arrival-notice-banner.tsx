'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { AlertIcon } from '@/components/icons/alert-icon';
import { CloseIcon } from '@/components/icons/close-icon';
import { takeArrivalNotice, type ArrivalNotice } from '@/lib/navigation/arrival-notice';

const MESSAGE_KEYS = {
  'not-found': 'notFound',
  'admin-only': 'adminOnly',
  'customer-only': 'customerOnly',
  'other-org': 'otherOrg',
} as const satisfies Record<ArrivalNotice, string>;

/**
 * Says, once, why the guard brought the user here ("That page does not exist"), on the page they
 * arrive at (lib/navigation/arrival-notice.ts). The polite live region is always there, so a screen
 * reader reads the notice when it appears (not a `status`: that role is the full-screen loader's). The
 * notice goes with the next page or its Dismiss button.
 */
export function ArrivalNoticeBanner() {
  const t = useTranslations('ArrivalNotice');
  const pathname = usePathname();
  const [notice, setNotice] = useState<ArrivalNotice | null>(null);

  useEffect(() => {
    // Read once the page has mounted (the cookie is the browser's); each page takes its own, so the
    // notice goes with the next page. A timer, so that a discarded mount (Strict Mode) takes nothing.
    const timer = setTimeout(() => setNotice(takeArrivalNotice()));
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <div aria-live="polite" data-testid="arrival-notice">
      {notice ? (
        <div className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <p className="grow">{t(MESSAGE_KEYS[notice])}</p>
          <button
            type="button"
            onClick={() => setNotice(null)}
            aria-label={t('dismiss')}
            className="-m-1 rounded p-1 hover:bg-amber-100 dark:hover:bg-amber-500/20"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
