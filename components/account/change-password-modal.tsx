'use client';

import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useState, type RefObject } from 'react';

import { NewPasswordField } from '@/components/account/new-password-field';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { showApiFieldErrors } from '@/components/forms/api-field-errors';
import { FocusFirstError } from '@/components/forms/focus-first-error';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { FormTextField } from '@/components/forms/form-text-field';
import { formikValidate } from '@/components/forms/lazy-schema';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import { useConsoleState } from '@/components/state/console-store';
import { changePassword } from '@/lib/api/account';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@/lib/validations/account';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const INITIAL: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const validatePasswords = formikValidate<ChangePasswordFormInput>(changePasswordFormSchema);

/**
 * "Change password" (user menu): the current password and the new one twice. Once changed, every
 * other session of the user has ended and this one goes on; the dialog says so and offers Close.
 * Needs the `ChangePasswordModal`, `PasswordStrength`, `Validation` and `ApiErrors` namespaces.
 */
export function ChangePasswordModal({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('ChangePasswordModal');
  const errorMessage = useApiErrorMessage();
  const dashboardApi = useDashboardApi();
  const user = useConsoleState((state) => state.userInfo);
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [ended, setEnded] = useState<number | null>(null);

  async function onSubmit(values: ChangePasswordFormInput, helpers: FormikHelpers<ChangePasswordFormInput>) {
    setFormError(null);
    try {
      const { data } = await dashboardApi((baseUrl, token) =>
        changePassword(baseUrl, token, {
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        }),
      );
      setEnded(data.endedSessions);
    } catch (error) {
      if (!showApiFieldErrors(error, FIELDS, helpers)) setFormError(errorMessage(error));
    }
  }

  return (
    <ModalDialog
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <div className="p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('title')}
        </h2>
        {ended === null ? (
          <Formik initialValues={INITIAL} validate={validatePasswords} onSubmit={onSubmit}>
            <Form noValidate className="mt-1 space-y-4">
              <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
                {t('description')}
              </p>
              <FormErrorAlert message={formError} />
              <FormTextField
                name="currentPassword"
                type="password"
                label={t('currentPassword')}
                autoComplete="current-password"
              />
              <NewPasswordField
                name="newPassword"
                label={t('newPassword')}
                userInputs={[user?.name, user?.email].filter(
                  (value): value is string => typeof value === 'string',
                )}
              />
              <FormTextField
                name="confirmPassword"
                type="password"
                label={t('confirmPassword')}
                autoComplete="new-password"
              />
              <FocusFirstError fields={FIELDS} />
              <div className="flex justify-end gap-3 pt-2">
                <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
                  {t('cancel')}
                </button>
                <SubmitButton busyLabel={t('submitting')}>{t('submit')}</SubmitButton>
              </div>
            </Form>
          </Formik>
        ) : (
          <div className="mt-1 space-y-4">
            <p id={`${id}-description`} role="status" className="text-sm text-slate-700 dark:text-slate-300">
              {t('changed', { count: ended })}
            </p>
            <div className="flex justify-end">
              {/* Focus moves here with the message: the form it was in is gone. */}
              <button type="button" autoFocus onClick={onClose} className={PRIMARY_BUTTON}>
                {t('close')}
              </button>
            </div>
          </div>
        )}
      </div>
    </ModalDialog>
  );
}
