'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useCompleteSignIn } from '@/components/auth/use-complete-sign-in';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { PRIMARY_BUTTON } from '@/components/shell/styles';
import { useConsoleState } from '@/components/state/console-store';
import { passkeySignInOptions, signInWithPasskey } from '@/lib/api/passkeys';
import { PasskeyPromptError, promptPasskey } from '@/lib/passkeys/prompt';

/**
 * "Sign in with a passkey" (docs/product.md, Passkeys): one button opens the browser's prompt for any
 * passkey of this console; the passkey names the account, and its check (fingerprint, face, PIN) is
 * the second factor. A closed prompt or a refused passkey says so and the button stays. Needs the
 * `PasskeySignIn` and `ApiErrors` namespaces.
 */
export function PasskeySignIn({ next }: { next: string | null }) {
  const t = useTranslations('PasskeySignIn');
  const errorMessage = useApiErrorMessage();
  const completeSignIn = useCompleteSignIn();
  const { authApiUrl } = useConsoleState((state) => state.runtimeConfig);
  const [waiting, setWaiting] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    setError(null);
    setWaiting(true);
    try {
      const { data: options } = await passkeySignInOptions(authApiUrl);
      const response = await promptPasskey(options);
      completeSignIn(await signInWithPasskey(authApiUrl, response), next);
      setSignedIn(true);
    } catch (failure) {
      if (failure instanceof PasskeyPromptError)
        setError(failure.reason === 'unsupported' ? t('unsupported') : t('cancelled'));
      else setError(errorMessage(failure));
    } finally {
      setWaiting(false);
    }
  }

  return (
    <div className="space-y-4">
      <FormErrorAlert message={error} />
      <button
        type="button"
        onClick={() => void signIn()}
        disabled={waiting || signedIn}
        aria-busy={waiting}
        className={`${PRIMARY_BUTTON} w-full`}
      >
        {waiting ? t('waiting') : t('button')}
      </button>
    </div>
  );
}
