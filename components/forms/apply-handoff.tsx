'use client';

import { useFormikContext } from 'formik';
import { useLayoutEffect, useRef } from 'react';

import type { FormHandoff } from '@/components/forms/use-form-on-interaction';

/**
 * Inside a Formik form that took over from its unbound stand-in (`useFormOnInteraction`): puts the
 * focus and the caret back where the user had them, and sends the form if they already had. The
 * values come in as Formik's `initialValues`.
 */
export function ApplyHandoff({ handoff }: { handoff: FormHandoff | undefined }) {
  const { submitForm } = useFormikContext();
  const markerRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!handoff) return;
    const control = handoff.focus
      ? markerRef.current?.closest('form')?.elements.namedItem(handoff.focus.name)
      : null;
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      control.focus();
      const { selectionStart, selectionEnd } = handoff.focus!;
      if (selectionStart !== null && selectionEnd !== null)
        control.setSelectionRange(selectionStart, selectionEnd);
    }
    if (handoff.submit) void submitForm();
    // Once, when the form takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Only a handle on the enclosing form.
  return <span ref={markerRef} hidden />;
}
