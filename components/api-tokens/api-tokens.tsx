'use client';

import { useTranslations } from 'next-intl';

import { TokenSection } from '@/components/api-tokens/token-section';
import { useRoleReason } from '@/components/orgs/role-gate';
import { useHydrated } from '@/components/orgs/use-hydrated';
import { useConsoleState } from '@/components/state/console-store';
import { activeOrgOf } from '@/lib/state/org';

/**
 * The API tokens page of the active organisation (docs/product.md, API tokens): the caller's own
 * personal tokens there, and the organisation's tokens, which owners and admins manage. Everything
 * follows a switch of organisation.
 */
export function ApiTokens() {
  const t = useTranslations('ApiTokens');
  const loaded = useConsoleState(activeOrgOf);
  const org = useHydrated() ? loaded : null;
  const reasonFor = useRoleReason();
  if (!org) return <p className="text-sm text-slate-500">{t('loading')}</p>;
  return (
    <div className="space-y-8">
      <TokenSection kind="personal" orgId={org.id} orgName={org.name} />
      <TokenSection
        kind="organisation"
        orgId={org.id}
        orgName={org.name}
        reason={reasonFor('manageTokens')}
      />
    </div>
  );
}
