'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';

import { SMALL_BUTTON, SMALL_DANGER_BUTTON } from '@/components/apps/styles';
import { GatedButton } from '@/components/orgs/role-gate';
import type { OrgMember } from '@/lib/api/contract/orgs';
import { ORG_ROLES, type OrgRole } from '@/lib/auth/org-roles';

/** What the caller may do to one member, each a reason in words when they may not (null: they may). */
export interface MemberControls {
  roleChange: string | null;
  /** Roles the select offers; `owner` only to owners. */
  roles: readonly OrgRole[];
  remove: string | null;
  /** The caller's own row: leave instead of remove. */
  self: boolean;
  /** Transfer ownership is offered (the caller is an owner, the member is not). */
  transfer: boolean;
}

export type MemberAction = 'remove' | 'leave' | 'transfer';

/** One member of the organisation, with the controls the caller's role allows. */
export function MemberRow({
  member,
  controls,
  onRole,
  onAction,
}: {
  member: OrgMember;
  controls: MemberControls;
  onRole: (role: OrgRole) => void;
  onAction: (action: MemberAction, button: HTMLButtonElement) => void;
}) {
  const t = useTranslations('OrgMembers');
  const tRoles = useTranslations('OrgRoles');
  const format = useFormatter();
  const reasonId = useId();
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-700">
      <th scope="row" className="min-w-32 px-3 py-3 text-start font-medium">
        <span dir="auto" className="wrap-anywhere">
          {member.name}
        </span>
        {controls.self ? <span className="ms-1 text-xs font-normal text-slate-500">{t('you')}</span> : null}
      </th>
      <td className="min-w-44 px-3 py-3 wrap-anywhere" dir="ltr">
        {member.email}
      </td>
      <td className="px-3 py-3">
        <select
          aria-label={t('roleOf', { name: member.name })}
          value={member.role}
          disabled={controls.roleChange !== null}
          aria-describedby={controls.roleChange ? reasonId : undefined}
          title={controls.roleChange ?? undefined}
          onChange={(event) => onRole(event.target.value as OrgRole)}
          className="rounded-md border border-slate-400 bg-white px-2 py-1 text-sm disabled:opacity-70 dark:bg-slate-950"
        >
          {ORG_ROLES.filter((role) => role === member.role || controls.roles.includes(role)).map((role) => (
            <option key={role} value={role}>
              {tRoles(`roles.${role}`)}
            </option>
          ))}
        </select>
        {controls.roleChange ? (
          <p id={reasonId} className="mt-1 max-w-48 text-xs text-slate-500 dark:text-slate-400">
            {controls.roleChange}
          </p>
        ) : null}
      </td>
      <td className="px-3 py-3 whitespace-nowrap">{format.dateTime(new Date(member.joinedAt), 'date')}</td>
      <td className="px-3 py-3 whitespace-nowrap">
        {member.lastActiveAt ? format.dateTime(new Date(member.lastActiveAt), 'dateTime') : t('never')}
      </td>
      <td className="min-w-28 px-3 py-3 text-slate-500 dark:text-slate-400">
        {member.twoFactor === null
          ? t('twoFactorUnavailable')
          : member.twoFactor
            ? t('twoFactorOn')
            : t('twoFactorOff')}
      </td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap justify-end gap-2">
          {controls.transfer ? (
            <button
              type="button"
              className={SMALL_BUTTON}
              onClick={(event) => onAction('transfer', event.currentTarget)}
            >
              {t('transfer')}
            </button>
          ) : null}
          <GatedButton
            reason={controls.remove}
            className={SMALL_DANGER_BUTTON}
            aria-label={controls.self ? undefined : t('removeNamed', { name: member.name })}
            onClick={(event) => onAction(controls.self ? 'leave' : 'remove', event.currentTarget)}
          >
            {controls.self ? t('leave') : t('remove')}
          </GatedButton>
        </div>
      </td>
    </tr>
  );
}
