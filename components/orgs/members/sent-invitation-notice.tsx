'use client';

import { useTranslations } from 'next-intl';

import { CopyableLink } from '@/components/orgs/members/copyable-link';
import type { SentInvitation } from '@/lib/api/contract/orgs';

/**
 * What became of an invitation just sent or resent: "Invitation sent to …" when it was emailed, else
 * the link to pass on (no mail server is set up).
 */
export function SentInvitationNotice({ sent }: { sent: SentInvitation }) {
  const t = useTranslations('OrgMembers');
  return (
    <div className="space-y-2 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100">
      {sent.emailed ? (
        <p>{t('invitationSent', { email: sent.email })}</p>
      ) : (
        <>
          <p>{t('invitationLinkReady', { email: sent.email })}</p>
          <CopyableLink url={sent.url} />
        </>
      )}
    </div>
  );
}
