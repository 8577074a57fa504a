'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { withNext } from '@/components/auth/auth-page-links';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { useSignOut } from '@/components/auth/use-sign-out';
import { UNKNOWN_RECORD, useStoredRecord } from '@/components/auth/use-stored-record';
import { ButtonSpinner } from '@/components/forms/button-spinner';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import { useConsoleState } from '@/components/state/console-store';
import type { InvitationPreview } from '@/lib/api/contract/orgs';
import { acceptInvitation, lookUpInvitation } from '@/lib/api/org-members';
import { isExpired, parseSignInRecord, readStoredUserInfo } from '@/lib/auth/sign-in-record';
import { storeActiveOrg } from '@/lib/preferences/active-org';
import { INVITATION_PATH, SIGN_IN_PATH } from '@/lib/routes';

type Lookup =
  { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'found'; preview: InvitationPreview };

const CARD = 'space-y-4 text-sm text-slate-700 dark:text-slate-200';

/**
 * An invitation link's page (docs/product.md, Organisations): who invites to which organisation with
 * which role, then, by who is signed in: the invited account joins; another account is refused by
 * name, with a way to sign out and continue; nobody signs in, or signs up with the invited address
 * fixed. An expired, used or revoked invitation says so.
 */
export function InvitationLanding({ token }: { token: string | null }) {
  const t = useTranslations('InvitationPage');
  const tRoles = useTranslations('OrgRoles');
  const format = useFormatter();
  const router = useRouter();
  const apiErrorMessage = useApiErrorMessage();
  const { dashboardApiUrl } = useConsoleState((state) => state.runtimeConfig);
  const signOut = useSignOut();
  const rawRecord = useStoredRecord();
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<unknown>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    lookUpInvitation(dashboardApiUrl, token).then(
      ({ data }) => current && setLookup({ state: 'found', preview: data }),
      (error: unknown) => current && setLookup({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [dashboardApiUrl, token]);

  if (!token) return <p role="alert">{t('missingToken')}</p>;
  if (lookup.state === 'loading' || rawRecord === UNKNOWN_RECORD)
    return <p className={CARD}>{t('loading')}</p>;
  if (lookup.state === 'failed')
    return (
      <p role="alert" className={CARD}>
        {apiErrorMessage(lookup.error)}
      </p>
    );

  const { preview } = lookup;
  if (preview.status !== 'pending') {
    return (
      <div role="alert" className={CARD}>
        <p className="font-medium">{t(`status.${preview.status}`, { org: preview.orgName })}</p>
        <p>{t('askAgain')}</p>
      </div>
    );
  }

  const record = parseSignInRecord(rawRecord);
  const signedIn = record && !isExpired(record) ? record : null;
  const email = signedIn ? readStoredUserInfo()?.email : undefined;
  const here = `${INVITATION_PATH}?${new URLSearchParams({ token })}`;

  const join = async () => {
    if (!signedIn || joining) return;
    setJoining(true);
    setJoinError(null);
    try {
      const { data } = await acceptInvitation(dashboardApiUrl, signedIn.sessionToken, token);
      // The dashboard opens in the organisation just joined.
      storeActiveOrg(data.id);
      router.replace('/');
    } catch (error) {
      setJoinError(error);
      setJoining(false);
    }
  };

  return (
    <div className={CARD}>
      <p className="text-base">
        {preview.invitedBy
          ? t('invitedBy', {
              inviter: preview.invitedBy,
              org: preview.orgName,
              role: tRoles(`roles.${preview.role}`),
            })
          : t('invited', { org: preview.orgName, role: tRoles(`roles.${preview.role}`) })}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('expiresAt', { date: format.dateTime(new Date(preview.expiresAt), 'dateTime') })}
      </p>
      {signedIn && signedIn.role === 'customer' && email?.toLowerCase() === preview.email.toLowerCase() ? (
        <>
          <FormErrorAlert message={joinError ? apiErrorMessage(joinError) : null} />
          <button
            type="button"
            className={PRIMARY_BUTTON}
            aria-disabled={joining || undefined}
            onClick={() => void join()}
          >
            {joining ? <ButtonSpinner /> : null}
            {t('join', { org: preview.orgName })}
          </button>
        </>
      ) : signedIn ? (
        <div
          role="alert"
          className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
        >
          <p>{t('wrongAccount', { email: preview.email, current: email ?? '' })}</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void signOut(here)}>
            {t('signOutAndContinue')}
          </button>
        </div>
      ) : preview.accountExists ? (
        <>
          <p>{t('signInToJoin', { email: preview.email })}</p>
          <a href={withNext(SIGN_IN_PATH, here)} className={PRIMARY_BUTTON}>
            {t('signIn')}
          </a>
        </>
      ) : (
        <>
          <p>{t('signUpToJoin', { email: preview.email })}</p>
          <SignUpForm next={null} invitation={{ token, email: preview.email }} />
        </>
      )}
    </div>
  );
}
