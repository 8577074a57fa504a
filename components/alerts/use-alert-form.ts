'use client';

import { useState, type FormEvent } from 'react';

import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { HttpError } from '@/lib/http/client';

import { useFieldError } from './use-field-error';

/**
 * The Alerts dialog's forms: `submit` runs `save` once at a time (a press while it works does nothing)
 * and keeps its refusal; `fieldError(name)` is the refusal of one field, and `generalError` the
 * refusal said above the button, unless its fields say it (a field at fault, a name taken); `reset`
 * forgets the refusal (the form was filled again).
 */
export function useAlertForm(save: () => Promise<void>) {
  const apiErrorMessage = useApiErrorMessage();
  const fieldErrorOf = useFieldError();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await save();
    } catch (reason) {
      setError(reason);
    } finally {
      setBusy(false);
    }
  };
  const saidByFields = error instanceof HttpError && (error.code === 'validation_failed' || !!error.fields);
  return {
    submit,
    busy,
    reset: () => setError(null),
    fieldError: (name: string) => fieldErrorOf(error, name),
    generalError: error && !saidByFields ? apiErrorMessage(error) : null,
  };
}
