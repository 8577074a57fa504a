'use client';

import { useFormatter, useTranslations } from 'next-intl';

import { SMALL_BUTTON, SMALL_DANGER_BUTTON } from '@/components/apps/styles';
import { GatedButton } from '@/components/orgs/role-gate';
import type { OrgInvitation } from '@/lib/api/contract/orgs';

/** A pending or expired invitation, with Resend and Revoke. */
export function InvitationRow({
  invitation,
  reason,
  busy,
  onResend,
  onRevoke,
}: {
  invitation: OrgInvitation;
  /** Why the caller's role may not manage invitations; null when it may. */
  reason: string | null;
  busy: boolean;
  onResend: () => void;
  onRevoke: (button: HTMLButtonElement) => void;
}) {
  const t = useTranslations('OrgMembers');
  const tRoles = useTranslations('OrgRoles');
  const format = useFormatter();
  const expired = invitation.status === 'expired';
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-700">
      <th scope="row" dir="ltr" className="min-w-44 px-3 py-3 text-start font-medium wrap-anywhere">
        {invitation.email}
      </th>
      <td className="px-3 py-3">{tRoles(`roles.${invitation.role}`)}</td>
      <td className="min-w-32 px-3 py-3" dir="auto">
        {invitation.invitedBy?.name ?? t('unknownInviter')}
      </td>
      <td className="px-3 py-3 whitespace-nowrap">
        {expired ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-500/20 dark:text-amber-100">
            {t('expired')}
          </span>
        ) : (
          t('expires', { date: format.dateTime(new Date(invitation.expiresAt), 'dateTime') })
        )}
      </td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap justify-end gap-2">
          <GatedButton
            reason={reason}
            className={SMALL_BUTTON}
            aria-label={t('resendTo', { email: invitation.email })}
            aria-disabled={busy || undefined}
            onClick={onResend}
          >
            {t('resend')}
          </GatedButton>
          <GatedButton
            reason={reason}
            className={SMALL_DANGER_BUTTON}
            aria-label={t('revokeFor', { email: invitation.email })}
            onClick={(event) => onRevoke(event.currentTarget)}
          >
            {t('revoke')}
          </GatedButton>
        </div>
      </td>
    </tr>
  );
}
