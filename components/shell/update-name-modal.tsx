'use client';

import { FormikProvider, useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type RefObject } from 'react';

import { FocusFirstError } from '@/components/forms/focus-first-error';
import { formikValidate } from '@/components/forms/lazy-schema';
import { TextField } from '@/components/forms/text-field';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { AlertIcon } from '@/components/icons/alert-icon';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import { HttpError } from '@/lib/http/client';
import { parseValidationMessage } from '@/lib/validations/messages';
import { profileNameSchema } from '@/lib/validations/user';

const FIELDS = ['name'] as const;
const validateName = formikValidate<{ name: string }>(profileNameSchema);

/**
 * The 'Update Name' modal (docs/product.md, Shell). Submitting marks the field touched; an invalid name shows
 * its error (only after a submit attempt) and nothing else happens; a valid one goes to `onSubmit`
 * trimmed. `error` is the failure of an earlier attempt, shown above the field.
 */
export function UpdateNameModal({
  initialName,
  error,
  onCancel,
  onSubmit,
  returnFocus,
}: {
  initialName: string;
  error: unknown;
  onCancel: () => void;
  onSubmit: (name: string) => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('UpdateNameModal');
  const tValidation = useTranslations('Validation');
  const apiErrorMessage = useApiErrorMessage();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The field starts with the current name, selected: typing replaces it, an arrow key edits it.
  useEffect(() => inputRef.current?.select(), []);

  const formik = useFormik({
    initialValues: { name: initialName },
    validate: validateName,
    // Formik has checked the name with the same schema: the parse gives it trimmed.
    onSubmit: ({ name }) => onSubmit(profileNameSchema.parse({ name }).name),
  });

  // The API may refuse the name with a validation key of its own (same schema, same keys).
  const serverFieldError = error instanceof HttpError ? error.fields?.name : undefined;
  const fieldErrorKey = formik.submitCount > 0 && formik.errors.name ? formik.errors.name : null;
  const fieldError = fieldErrorKey ?? (formik.submitCount === 0 ? serverFieldError : undefined);
  const fieldErrorText = fieldError
    ? tValidation(parseValidationMessage(fieldError).key, parseValidationMessage(fieldError).values)
    : null;

  return (
    <ModalDialog
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      onClose={onCancel}
      initialFocus={inputRef}
      returnFocus={returnFocus}
    >
      {/* The provider is for FocusFirstError, which reads the form's state from it. */}
      <FormikProvider value={formik}>
        <form noValidate onSubmit={formik.handleSubmit} className="p-6">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('title')}
          </h2>
          <p id={`${id}-description`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('description')}
          </p>
          {error && !serverFieldError ? (
            <div
              role="alert"
              className="mt-4 flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
            >
              <AlertIcon className="mt-0.5 size-4 shrink-0" />
              <p>
                <span className="font-medium">{t('failed')}</span> {apiErrorMessage(error)}
              </p>
            </div>
          ) : null}
          <div className="mt-4">
            <TextField
              name="name"
              label={t('label')}
              labelHidden
              placeholder={t('placeholder')}
              autoComplete="name"
              inputRef={inputRef}
              control={{
                value: formik.values.name,
                onChange: formik.handleChange,
                onBlur: formik.handleBlur,
              }}
              error={fieldErrorText}
            />
          </div>
          {/* A blank submit: focus goes to the field, whose error describes it, so a screen reader says it. */}
          <FocusFirstError fields={FIELDS} />
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
              {t('cancel')}
            </button>
            <button type="submit" className={PRIMARY_BUTTON}>
              {t('send')}
            </button>
          </div>
        </form>
      </FormikProvider>
    </ModalDialog>
  );
}
