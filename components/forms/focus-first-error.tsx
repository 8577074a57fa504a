'use client';

import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * After a submit attempt that failed validation, moves focus to the first field in error, so keyboard
 * and screen-reader users land where the problem is.
 */
export function FocusFirstError({ fields }: { fields: readonly string[] }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<Record<string, unknown>>();
  const markerRef = useRef<HTMLSpanElement>(null);
  const errorsRef = useRef(errors);
  useEffect(() => {
    errorsRef.current = errors;
  });

  // The submit attempt already handled: typing re-validates (isValidating flips on every keystroke),
  // and focus must not jump back to the first error while the user fixes another field.
  const handledRef = useRef(0);

  useEffect(() => {
    if (submitCount === handledRef.current || isSubmitting || isValidating) return;
    handledRef.current = submitCount;
    const first = fields.find((name) => errorsRef.current[name]);
    const control = first ? markerRef.current?.closest('form')?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
    // Once per submit attempt, not on every keystroke that changes the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting, isValidating]);

  // Only a handle on the enclosing form.
  return <span ref={markerRef} hidden />;
}
