'use client';

import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';

import { PasskeysSection } from '@/components/account/passkeys-section';
import { RecoveryCodesList } from '@/components/account/recovery-codes-list';
import { TotpSetupKey } from '@/components/account/totp-setup';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { apiFieldErrors, showApiFieldErrors } from '@/components/forms/api-field-errors';
import { FocusFirstError } from '@/components/forms/focus-first-error';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { FormTextField } from '@/components/forms/form-text-field';
import { formikValidate } from '@/components/forms/lazy-schema';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import { useConsoleState } from '@/components/state/console-store';
import {
  confirmTotp,
  disableTotp,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTotpSetup,
  type TotpSetup,
  type TwoFactorStatus,
} from '@/lib/api/two-factor';
import { REQUIRED } from '@/lib/validations/messages';
import { totpCodeSchema, type TotpCodeInput } from '@/lib/validations/two-factor';

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'status'; status: TwoFactorStatus; message?: string }
  | { kind: 'password' }
  | { kind: 'setup'; setup: TotpSetup }
  | { kind: 'codes'; codes: string[]; message: string }
  | { kind: 'regenerate' }
  | { kind: 'disable' };

const CODE_FIELDS = ['code'] as const;
const validateCode = formikValidate<TotpCodeInput>(totpCodeSchema);
const DISABLE_FIELDS = ['password', 'code'] as const;
const PASSWORD_FIELDS = ['password'] as const;
interface DisableValues {
  password: string;
  code: string;
}

/**
 * "Two-factor sign-in" (user menu; docs/product.md, Two-factor sign-in): whether an authenticator app
 * guards the sign-in, and the steps to set one up (QR code and key, then a first code, then the
 * recovery codes shown once), to make new recovery codes, or to turn it off (the password and a code,
 * or a recovery code); below, the account's passkeys (passkeys-section.tsx). Focus goes to the title
 * whenever the dialog's content changes.
 * Needs the `TwoFactorModal`, `Validation` and `ApiErrors` namespaces.
 */
export function TwoFactorModal({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('TwoFactorModal');
  const errorMessage = useApiErrorMessage();
  const dashboardApi = useDashboardApi();
  const { productName } = useConsoleState((state) => state.runtimeConfig);
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [actionError, setActionError] = useState<string | null>(null);

  const show = (next: View) => {
    setActionError(null);
    setView(next);
  };
  // What the dialog shows changed, and the button that was pressed may be gone: focus goes to the title.
  useEffect(() => {
    titleRef.current?.focus();
  }, [view]);
  const loadStatus = async (message?: string) => {
    try {
      const { data } = await dashboardApi(getTwoFactorStatus);
      show({ kind: 'status', status: data, message });
    } catch (error) {
      show({ kind: 'failed', error });
    }
  };
  useEffect(() => {
    let current = true;
    dashboardApi(getTwoFactorStatus).then(
      ({ data }) => current && setView({ kind: 'status', status: data }),
      (error: unknown) => current && setView({ kind: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [dashboardApi]);

  /** The set-up begins with the password: a session alone may not give the account an app of its own. */
  async function begin(values: { password: string }, helpers: FormikHelpers<{ password: string }>) {
    setActionError(null);
    try {
      const setup = await dashboardApi((baseUrl, token) => startTotpSetup(baseUrl, token, values.password));
      show({ kind: 'setup', setup });
    } catch (error) {
      if (!showApiFieldErrors(error, PASSWORD_FIELDS, helpers)) setActionError(errorMessage(error));
    }
  }

  /** A form's call with a code: its field errors on the field, anything else above the form. */
  const codeSubmit =
    (call: (code: string) => Promise<{ recoveryCodes: string[] }>, message: string) =>
    async (values: TotpCodeInput, helpers: FormikHelpers<TotpCodeInput>) => {
      setActionError(null);
      try {
        const { recoveryCodes } = await call(values.code.replace(/\s/g, ''));
        show({ kind: 'codes', codes: recoveryCodes, message });
      } catch (error) {
        if (!showApiFieldErrors(error, CODE_FIELDS, helpers)) setActionError(errorMessage(error));
      }
    };

  async function turnOff(values: DisableValues, helpers: FormikHelpers<DisableValues>) {
    setActionError(null);
    const code = values.code.trim();
    // Six digits are a code of the app; anything else is taken for a recovery code.
    const factor = /^\d{6}$/.test(code.replace(/\s/g, '')) ? { code } : { recoveryCode: code };
    // Both fields at once, as the server would name them.
    if (!code || !values.password) {
      helpers.setErrors({
        ...(values.password ? {} : { password: REQUIRED }),
        ...(code ? {} : { code: REQUIRED }),
      });
      void helpers.setTouched({ password: true, code: true }, false);
      return;
    }
    try {
      await dashboardApi((baseUrl, token) =>
        disableTotp(baseUrl, token, { password: values.password, ...factor }),
      );
      await loadStatus(t('turnedOff'));
    } catch (error) {
      // One field takes either kind of code: an error on the recovery code is shown on it.
      const fields = apiFieldErrors<DisableValues & { recoveryCode: string }>(error, [
        ...DISABLE_FIELDS,
        'recoveryCode',
      ]);
      if (!fields) {
        setActionError(errorMessage(error));
        return;
      }
      const { recoveryCode, ...errors } = fields.errors;
      helpers.setErrors({ ...errors, ...(recoveryCode ? { code: recoveryCode } : {}) });
      void helpers.setTouched({ password: true, code: true }, false);
    }
  }

  const cancel = (
    <button type="button" onClick={() => void loadStatus()} className={SECONDARY_BUTTON}>
      {t('cancel')}
    </button>
  );
  let body: ReactNode;
  switch (view.kind) {
    case 'loading':
      body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('loading')}</p>;
      break;
    case 'failed':
      body = (
        <>
          <FormErrorAlert message={errorMessage(view.error)} />
          <button type="button" onClick={() => void loadStatus()} className={SECONDARY_BUTTON}>
            {t('retry')}
          </button>
        </>
      );
      break;
    case 'status':
      body = (
        <>
          <p role="status" className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {view.message ? `${view.message} ` : ''}
            {view.status.totp
              ? t('on', { count: view.status.recoveryCodesLeft })
              : view.status.passkeys > 0
                ? t('onPasskeys', { count: view.status.passkeys })
                : t('off')}
          </p>
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            {view.status.totp ? (
              <>
                <button
                  type="button"
                  onClick={() => show({ kind: 'regenerate' })}
                  className={SECONDARY_BUTTON}
                >
                  {t('newCodes')}
                </button>
                <button type="button" onClick={() => show({ kind: 'disable' })} className={SECONDARY_BUTTON}>
                  {t('turnOff')}
                </button>
              </>
            ) : (
              <button type="button" onClick={() => show({ kind: 'password' })} className={PRIMARY_BUTTON}>
                {t('setUp')}
              </button>
            )}
          </div>
          <PasskeysSection onChanged={(message) => void loadStatus(message)} />
        </>
      );
      break;
    case 'password':
      body = (
        <Formik initialValues={{ password: '' }} onSubmit={begin}>
          <Form noValidate className="space-y-4">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('passwordIntro')}</p>
            <FormTextField
              name="password"
              type="password"
              label={t('password')}
              autoComplete="current-password"
              required
            />
            <FocusFirstError fields={PASSWORD_FIELDS} />
            <div className="flex justify-end gap-3 pt-2">
              {cancel}
              <SubmitButton busyLabel={t('submitting')}>{t('continue')}</SubmitButton>
            </div>
          </Form>
        </Formik>
      );
      break;
    case 'setup':
      body = (
        <>
          <TotpSetupKey setup={view.setup} />
          <CodeForm
            label={t('code')}
            submit={t('turnOn')}
            onSubmit={codeSubmit(
              (code) => dashboardApi((baseUrl, token) => confirmTotp(baseUrl, token, code)),
              t('turnedOn'),
            )}
            cancel={cancel}
            busyLabel={t('submitting')}
          />
        </>
      );
      break;
    case 'codes':
      body = (
        <>
          <p role="status" className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {view.message}
          </p>
          <RecoveryCodesList codes={view.codes} productName={productName} />
          <div className="flex justify-end pt-2">
            <button type="button" onClick={() => void loadStatus()} className={PRIMARY_BUTTON}>
              {t('saved')}
            </button>
          </div>
        </>
      );
      break;
    case 'regenerate':
      body = (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('newCodesIntro')}</p>
          <CodeForm
            label={t('code')}
            submit={t('makeCodes')}
            onSubmit={codeSubmit(
              (code) => dashboardApi((baseUrl, token) => regenerateRecoveryCodes(baseUrl, token, code)),
              t('codesMade'),
            )}
            cancel={cancel}
            busyLabel={t('submitting')}
          />
        </>
      );
      break;
    case 'disable':
      body = (
        <Formik initialValues={{ password: '', code: '' }} onSubmit={turnOff}>
          <Form noValidate className="space-y-4">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('turnOffIntro')}</p>
            <FormTextField
              name="password"
              type="password"
              label={t('password')}
              autoComplete="current-password"
            />
            <FormTextField name="code" label={t('codeOrRecovery')} autoComplete="one-time-code" required />
            <FocusFirstError fields={DISABLE_FIELDS} />
            <div className="flex justify-end gap-3 pt-2">
              {cancel}
              <SubmitButton busyLabel={t('submitting')}>{t('turnOff')}</SubmitButton>
            </div>
          </Form>
        </Formik>
      );
      break;
  }

  return (
    <ModalDialog
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      // The recovery codes are shown once: Escape or a click outside does not throw them away.
      onClose={view.kind === 'codes' ? () => undefined : onClose}
      initialFocus={titleRef}
      returnFocus={returnFocus}
    >
      <div className="flex max-h-[85dvh] flex-col overflow-y-auto p-6">
        <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('title')}
        </h2>
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('description')}
        </p>
        <div className="mt-4 space-y-4">
          <FormErrorAlert message={actionError} />
          {body}
        </div>
        {view.kind === 'codes' ? null : (
          <div className="mt-6 flex justify-end border-t border-slate-200 pt-4 dark:border-slate-700">
            <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
              {t('close')}
            </button>
          </div>
        )}
      </div>
    </ModalDialog>
  );
}

/** A form of one field, a code of the authenticator app. */
function CodeForm({
  label,
  submit,
  busyLabel,
  onSubmit,
  cancel,
}: {
  label: string;
  submit: string;
  busyLabel: string;
  onSubmit: (values: TotpCodeInput, helpers: FormikHelpers<TotpCodeInput>) => Promise<void>;
  cancel: ReactNode;
}) {
  return (
    <Formik initialValues={{ code: '' }} validate={validateCode} validateOnBlur={false} onSubmit={onSubmit}>
      <Form noValidate className="space-y-4">
        <FormTextField name="code" label={label} inputMode="numeric" autoComplete="one-time-code" />
        <FocusFirstError fields={CODE_FIELDS} />
        <div className="flex justify-end gap-3 pt-2">
          {cancel}
          <SubmitButton busyLabel={busyLabel}>{submit}</SubmitButton>
        </div>
      </Form>
    </Formik>
  );
}
