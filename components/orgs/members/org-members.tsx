'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';

import { ConfirmDialog } from '@/components/apps/confirm-dialog';
import { useApiResource } from '@/components/data/use-api-resource';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { ScrollingTable } from '@/components/data-table/scrolling-table';
import { LoadError } from '@/components/feedback/load-error';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { PlusIcon } from '@/components/icons/plus-icon';
import { InvitationRow } from '@/components/orgs/members/invitation-row';
import { InviteDialog } from '@/components/orgs/members/invite-dialog';
import { memberControls } from '@/components/orgs/members/member-controls';
import { MemberRow, type MemberAction } from '@/components/orgs/members/member-row';
import { OrgNameSection } from '@/components/orgs/members/org-name-section';
import { OrgTwoFactorSection } from '@/components/orgs/members/org-two-factor-section';
import { SentInvitationNotice } from '@/components/orgs/members/sent-invitation-notice';
import { GatedButton, useRoleReason } from '@/components/orgs/role-gate';
import { useHydrated } from '@/components/orgs/use-hydrated';
import { PRIMARY_BUTTON } from '@/components/shell/styles';
import { TABLE_FRAME, TABLE_HEAD } from '@/components/shell/table-styles';
import { useConsoleSetter, useConsoleState } from '@/components/state/console-store';
import type { OrgMember, SentInvitation } from '@/lib/api/contract/orgs';
import {
  changeMemberRole,
  listInvitations,
  listMembers,
  removeMember,
  revokeInvitation,
  resendInvitation,
} from '@/lib/api/org-members';
import { listOrgs } from '@/lib/api/orgs';
import { can, type OrgRole } from '@/lib/auth/org-roles';
import { forgetActiveOrg } from '@/lib/preferences/active-org';
import { activeOrgOf } from '@/lib/state/org';

type Pending =
  | { kind: MemberAction; member: OrgMember; button: HTMLButtonElement }
  | { kind: 'owner'; member: OrgMember; button: HTMLButtonElement | null }
  | { kind: 'revoke'; id: string; email: string; button: HTMLButtonElement };

/**
 * The members page of the active organisation (docs/product.md, Organisations): its name, its
 * members with their role, and its pending invitations; each control the caller's role may not use is
 * disabled with its reason. Everything follows a switch of organisation.
 */
export function OrgMembers() {
  const t = useTranslations('OrgMembers');
  const router = useRouter();
  const api = useDashboardApi();
  const apiErrorMessage = useApiErrorMessage();
  const reasonFor = useRoleReason();
  const tRoles = useTranslations('OrgRoles');
  const loaded = useConsoleState(activeOrgOf);
  const org = useHydrated() ? loaded : null;
  const setList = useConsoleSetter('orgList');
  const user = useConsoleState((state) => state.userInfo);
  const id = useId();
  const inviteRef = useRef<HTMLButtonElement>(null);
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [resent, setResent] = useState<SentInvitation | null>(null);
  const [resending, setResending] = useState<string | null>(null);

  const orgId = org?.id ?? '';
  const role = org?.role ?? null;
  const manages = can(role, 'manageMembers');
  const members = useApiResource(`members:${orgId}`, (baseUrl, token) =>
    orgId ? listMembers(baseUrl, token, orgId) : Promise.resolve({ data: [] }),
  );
  const invitations = useApiResource(`invitations:${orgId}:${manages}`, (baseUrl, token) =>
    orgId && manages ? listInvitations(baseUrl, token, orgId) : Promise.resolve({ data: [] }),
  );

  if (!org) {
    return <p className="text-sm text-slate-500">{t('loading')}</p>;
  }

  const rows = members.data?.data ?? [];
  const ownerCount = rows.filter((member) => member.role === 'owner').length;

  const changeRole = async (member: OrgMember, next: OrgRole, transferOwnership = false) => {
    setActionError(null);
    try {
      await api((baseUrl, token) =>
        changeMemberRole(
          baseUrl,
          token,
          orgId,
          member.userId,
          transferOwnership ? { role: next, transferOwnership } : { role: next },
        ),
      );
      members.reload();
      if (transferOwnership) setList(await api(listOrgs));
    } catch (error) {
      if (pending) throw error;
      setActionError(apiErrorMessage(error));
      members.reload();
    }
  };

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'revoke') {
      await api((baseUrl, token) => revokeInvitation(baseUrl, token, orgId, pending.id));
      invitations.reload();
    } else if (pending.kind === 'transfer') {
      await changeRole(pending.member, 'owner', true);
    } else if (pending.kind === 'owner') {
      await changeRole(pending.member, 'owner');
    } else {
      await api((baseUrl, token) => removeMember(baseUrl, token, orgId, pending.member.userId));
      if (pending.kind === 'leave') {
        // Gone from it: the organisations are listed again, and the console moves to the server's choice.
        setPending(null);
        // This browser no longer acts there: the server's choice is adopted with the new list.
        forgetActiveOrg();
        setList(await api(listOrgs));
        router.push('/');
        return;
      }
      members.reload();
    }
    setPending(null);
  };

  const resend = async (invitationId: string) => {
    setResending(invitationId);
    setActionError(null);
    try {
      const { data } = await api((baseUrl, token) => resendInvitation(baseUrl, token, orgId, invitationId));
      setResent(data);
      invitations.reload();
    } catch (error) {
      setActionError(apiErrorMessage(error));
    } finally {
      setResending(null);
    }
  };

  const dialogText = pending ? confirmText(pending) : null;
  function confirmText(p: Pending) {
    if (p.kind === 'revoke')
      return {
        title: t('revokeTitle', { email: p.email }),
        description: t('revokeDescription'),
        confirm: t('revoke'),
      };
    const name = p.member.name;
    if (p.kind === 'transfer')
      return {
        title: t('transferTitle', { name }),
        description: t('transferDescription', { name }),
        confirm: t('transfer'),
      };
    if (p.kind === 'owner')
      return {
        title: t('makeOwnerTitle', { name }),
        description: t('makeOwnerDescription', { name }),
        confirm: t('makeOwner'),
      };
    if (p.kind === 'leave')
      return {
        title: t('leaveTitle', { org: org?.name ?? '' }),
        description: t('leaveDescription'),
        confirm: t('leave'),
      };
    return {
      title: t('removeTitle', { name }),
      description: t('removeDescription', { name }),
      confirm: t('remove'),
    };
  }

  const invitationRows = invitations.data?.data ?? [];
  return (
    <div className="space-y-6">
      <OrgNameSection org={org} />
      <OrgTwoFactorSection org={org} />
      <section aria-labelledby={`${id}-members`} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-members`} className="text-lg font-semibold">
            {t('membersHeading')}
          </h2>
          <GatedButton
            ref={inviteRef}
            reason={reasonFor('manageMembers')}
            className={PRIMARY_BUTTON}
            onClick={() => setInviting(true)}
          >
            <PlusIcon className="size-4" />
            {t('invite')}
          </GatedButton>
        </div>
        <FormErrorAlert message={actionError} />
        {resent ? <SentInvitationNotice sent={resent} /> : null}
        {members.error && !members.data ? (
          <LoadError error={members.error} onRetry={members.reload} />
        ) : (
          <ScrollingTable className={TABLE_FRAME}>
            <table className="w-full min-w-[48rem] text-sm" aria-busy={members.loading || undefined}>
              <thead>
                <tr>
                  <th scope="col" className={TABLE_HEAD}>
                    {t('columns.name')}
                  </th>
                  <th scope="col" className={TABLE_HEAD}>
                    {t('columns.email')}
                  </th>
                  <th scope="col" className={TABLE_HEAD}>
                    {t('columns.role')}
                  </th>
                  <th scope="col" className={TABLE_HEAD}>
                    {t('columns.joined')}
                  </th>
                  <th scope="col" className={TABLE_HEAD}>
                    {t('columns.lastActive')}
                  </th>
                  <th scope="col" className={TABLE_HEAD}>
                    {t('columns.twoFactor')}
                  </th>
                  <th scope="col" className={TABLE_HEAD}>
                    <span className="sr-only">{t('columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((member) => (
                  <MemberRow
                    key={member.userId}
                    member={member}
                    controls={memberControls({
                      callerRole: role,
                      callerId: user?.id,
                      member,
                      ownerCount,
                      reasonFor,
                      lastOwner: tRoles('reasons.lastOwner'),
                    })}
                    onRole={(next) =>
                      next === 'owner'
                        ? setPending({ kind: 'owner', member, button: null })
                        : void changeRole(member, next)
                    }
                    onAction={(kind, button) => setPending({ kind, member, button })}
                  />
                ))}
              </tbody>
            </table>
            {members.loading && rows.length === 0 ? (
              <p className="p-4 text-sm text-slate-500">{t('loading')}</p>
            ) : null}
          </ScrollingTable>
        )}
      </section>
      {manages ? (
        <section aria-labelledby={`${id}-invitations`} className="space-y-3">
          <h2 id={`${id}-invitations`} className="text-lg font-semibold">
            {t('invitationsHeading')}
          </h2>
          {invitations.error && !invitations.data ? (
            <LoadError error={invitations.error} onRetry={invitations.reload} />
          ) : invitationRows.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {invitations.loading ? t('loading') : t('noInvitations')}
            </p>
          ) : (
            <ScrollingTable className={TABLE_FRAME}>
              <table className="w-full min-w-[40rem] text-sm">
                <thead>
                  <tr>
                    <th scope="col" className={TABLE_HEAD}>
                      {t('columns.email')}
                    </th>
                    <th scope="col" className={TABLE_HEAD}>
                      {t('columns.role')}
                    </th>
                    <th scope="col" className={TABLE_HEAD}>
                      {t('columns.invitedBy')}
                    </th>
                    <th scope="col" className={TABLE_HEAD}>
                      {t('columns.expires')}
                    </th>
                    <th scope="col" className={TABLE_HEAD}>
                      <span className="sr-only">{t('columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {invitationRows.map((invitation) => (
                    <InvitationRow
                      key={invitation.id}
                      invitation={invitation}
                      reason={reasonFor('manageMembers')}
                      busy={resending === invitation.id}
                      onResend={() => void resend(invitation.id)}
                      onRevoke={(button) =>
                        setPending({ kind: 'revoke', id: invitation.id, email: invitation.email, button })
                      }
                    />
                  ))}
                </tbody>
              </table>
            </ScrollingTable>
          )}
        </section>
      ) : null}
      {inviting ? (
        <InviteDialog
          orgId={orgId}
          onClose={() => setInviting(false)}
          onSent={invitations.reload}
          returnFocus={inviteRef}
        />
      ) : null}
      {pending && dialogText ? (
        <ConfirmDialog
          title={dialogText.title}
          description={dialogText.description}
          confirmLabel={dialogText.confirm}
          busyLabel={t('working')}
          cancelLabel={t('cancel')}
          destructive={pending.kind !== 'owner'}
          onConfirm={confirm}
          onCancel={() => {
            setPending(null);
            if (pending.kind === 'owner') members.reload();
          }}
          returnFocus={pending.button ? { current: pending.button } : undefined}
        />
      ) : null}
    </div>
  );
}
