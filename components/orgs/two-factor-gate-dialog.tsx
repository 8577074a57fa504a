'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { TwoFactorModal } from '@/components/account/two-factor-modal';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import type { OrgSummary } from '@/lib/api/contract/orgs';
import { getTwoFactorStatus, type TwoFactorStatus } from '@/lib/api/two-factor';

/** An authenticator app or a passkey: either makes the sign-in's second step. */
const hasSecondStep = (status: TwoFactorStatus) => status.totp || status.passkeys > 0;

/**
 * The gate of an organisation that requires two-factor sign-in, for a member without it (or of pages
 * refused for want of it, `org` null): why they are refused, "Set up two-factor sign-in" (the account's
 * own dialog), or "Not now". Once it is set up, the page loads again. Needs the `TwoFactorModal`, `Validation` and `ApiErrors` namespaces.
 */
export function TwoFactorGateDialog({ org, onDone }: { org: OrgSummary | null; onDone: () => void }) {
  const t = useTranslations('TwoFactorModal');
  const api = useDashboardApi();
  const id = useId();
  // The way on is the set-up: focus starts there, "Not now" a Tab away.
  const setUpRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<'checking' | 'missing' | 'setting-up' | 'done'>('checking');

  useEffect(() => {
    let current = true;
    api(getTwoFactorStatus).then(
      ({ data }) => current && setState(hasSecondStep(data) ? 'done' : 'missing'),
      // Unknown: the pages' own answers say what is wrong.
      () => current && setState('done'),
    );
    return () => {
      current = false;
    };
  }, [api]);

  const afterSetUp = async () => {
    const { data } = await api(getTwoFactorStatus).catch(() => ({ data: null }));
    if (!data || !hasSecondStep(data)) {
      setState('missing');
      return;
    }
    setState('done');
    onDone();
    // What was refused loads again, the live stream too (it stopped at its 403): the page starts over.
    window.location.reload();
  };

  if (state === 'setting-up') return <TwoFactorModal onClose={() => void afterSetUp()} />;
  if (state !== 'missing') return null;
  return (
    <ModalDialog
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      onClose={() => setState('done')}
      initialFocus={setUpRef}
    >
      <div className="space-y-3 p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold wrap-anywhere">
          {org ? t('gateTitle', { org: org.name }) : t('gateTitleAny')}
        </h2>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
          {org ? t('gateText') : t('gateTextAny')}
        </p>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" onClick={() => setState('done')} className={SECONDARY_BUTTON}>
            {t('gateLater')}
          </button>
          <button
            ref={setUpRef}
            type="button"
            onClick={() => setState('setting-up')}
            className={PRIMARY_BUTTON}
          >
            {t('gateSetUp')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
