'use client';

import { useTranslations } from 'next-intl';

import { withNext } from '@/components/auth/auth-page-links';
import { ExpiredNotice, SignInFields, StorageBlockedNotice } from '@/components/auth/sign-in-parts';
import { useGuardNotice } from '@/components/auth/use-guard-notice';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { SubmitButtonView } from '@/components/forms/submit-button-view';
import { TextField } from '@/components/forms/text-field';
import { useFormOnInteraction } from '@/components/forms/use-form-on-interaction';
import { useConsoleState } from '@/components/state/console-store';
import { SIGN_UP_PATH } from '@/lib/routes';

// Formik and the form's logic (sign-in-formik.tsx) load when the user first reaches for the form: the
// sign-in page is most visitors' first page, and its first load carries no form library.
const loadForm = () => import('./sign-in-formik');

/**
 * The sign-in form. Needs the `SignInForm`, `Session`, `Validation` and `ApiErrors` namespaces.
 * `next` is the page to return to (checked against the role before use); `notice` says why the user
 * is here, e.g. after their session expired (`reason=expired`; the session guard may find that too).
 */
export function SignInForm({ next, notice: noticeAsked }: { next: string | null; notice: 'expired' | null }) {
  const t = useTranslations('SignInForm');
  const tErrors = useTranslations('ApiErrors');
  const { productName } = useConsoleState((state) => state.runtimeConfig);
  // What the session guard found on the way here: an expired record it cleared, or blocked storage.
  const guardNotice = useGuardNotice();
  const notice = noticeAsked ?? (guardNotice === 'expired' ? 'expired' : null);
  const { loaded, loadFailed, formProps } = useFormOnInteraction(loadForm);
  const BoundForm = loaded?.module.SignInFormik;

  return (
    <div className="space-y-6">
      {guardNotice === 'storage-blocked' ? <StorageBlockedNotice /> : null}
      {BoundForm ? (
        <BoundForm next={next} notice={notice} handoff={loaded.handoff} />
      ) : (
        <>
          {notice === 'expired' ? <ExpiredNotice /> : null}
          <form {...formProps} method="post" noValidate className="space-y-4">
            <FormErrorAlert message={loadFailed ? tErrors('network_error') : null} />
            <SignInFields Field={TextField} />
            <SubmitButtonView busy={false} busyLabel={t('submitting')}>
              {t('submit')}
            </SubmitButtonView>
          </form>
        </>
      )}
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        {t('noAccount', { productName })}{' '}
        <a
          href={withNext(SIGN_UP_PATH, next)}
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {t('signUpLink')}
        </a>
      </p>
    </div>
  );
}
