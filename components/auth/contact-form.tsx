'use client';

import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { showApiFieldErrors } from '@/components/forms/api-field-errors';
import { FocusFirstError } from '@/components/forms/focus-first-error';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { FormTextField } from '@/components/forms/form-text-field';
import { withFreeTextMessages } from '@/components/forms/free-text-errors';
import { lazySchema } from '@/components/forms/lazy-schema';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { useConsoleState } from '@/components/state/console-store';
import { sendContactMessage } from '@/lib/api/contact';
import { apiErrorMessage, isRateLimitedKey, type RateLimitedKey } from '@/lib/http/error-message';
import type { ContactInput } from '@/lib/validations/contact';

const FIELDS = ['name', 'email', 'message'] as const;
const INITIAL_VALUES: ContactInput = { name: '', email: '', message: '' };
// The schema (and zod) loads with the first validation, not with the page (components/forms/lazy-schema.ts).
const loadSchema = () => import('@/lib/validations/contact').then((module) => module.contactSchema);
const schema = lazySchema<ContactInput>(loadSchema);
// A visitor who sent too many messages made no "attempts": the form says so in its own words, with the
// same wait as every other rate-limited call.
const RATE_LIMITED_MESSAGES = {
  rate_limited: 'rateLimited',
  rate_limited_retry: 'rateLimitedRetry',
  rate_limited_retry_minutes: 'rateLimitedRetryMinutes',
  rate_limited_retry_hours: 'rateLimitedRetryHours',
} as const satisfies Record<RateLimitedKey, string>;

/** The public contact form. Needs the `ContactForm`, `Validation` and `ApiErrors` namespaces. */
export function ContactForm() {
  const t = useTranslations('ContactForm');
  const errorMessage = useApiErrorMessage();
  const { dashboardApiUrl } = useConsoleState((state) => state.runtimeConfig);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Sending disables the button, which drops the focus: it goes to the confirmation instead, the top
  // of the emptied form, so a keyboard user goes on from there.
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  async function onSubmit(values: ContactInput, helpers: FormikHelpers<ContactInput>) {
    setFormError(null);
    setSentTo(null);
    try {
      const message = await schema.clean(values);
      await sendContactMessage(dashboardApiUrl, message);
      // Sent and stored: the form is free for another message.
      helpers.resetForm();
      setSentTo(message.email);
    } catch (error) {
      // The API's 'characters' is about invisible characters here: every field is free text.
      showApiFieldErrors<ContactInput>(error, FIELDS, {
        setTouched: helpers.setTouched,
        setErrors: (errors) => helpers.setErrors(withFreeTextMessages(errors, FIELDS)),
      });
      const reason = apiErrorMessage(error);
      setFormError(
        isRateLimitedKey(reason.key)
          ? t(RATE_LIMITED_MESSAGES[reason.key], reason.values)
          : errorMessage(error),
      );
    }
  }

  return (
    <Formik initialValues={INITIAL_VALUES} validate={schema.validate} onSubmit={onSubmit}>
      <Form method="post" noValidate className="space-y-4">
        <div role="status">
          {sentTo ? (
            <p
              ref={sentRef}
              tabIndex={-1}
              className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-100"
            >
              {t('sent', { email: sentTo })}
            </p>
          ) : null}
        </div>
        <FormErrorAlert message={formError} />
        <FormTextField name="name" label={t('name')} autoComplete="name" />
        <FormTextField name="email" type="email" label={t('email')} autoComplete="email" />
        <FormTextField name="message" label={t('message')} multiline rows={6} />
        <FocusFirstError fields={FIELDS} />
        <SubmitButton busyLabel={t('submitting')}>{t('submit')}</SubmitButton>
      </Form>
    </Formik>
  );
}
