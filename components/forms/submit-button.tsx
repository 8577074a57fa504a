'use client';

import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';

import { SubmitButtonView } from '@/components/forms/submit-button-view';

/** The form's submit button: disabled, and saying so, while the form submits. */
export function SubmitButton({
  children,
  busyLabel,
  disabled = false,
}: {
  children: ReactNode;
  busyLabel: string;
  /** Extra reason to stay disabled, e.g. while the page navigates away after success. */
  disabled?: boolean;
}) {
  const { isSubmitting } = useFormikContext();
  return (
    <SubmitButtonView busy={isSubmitting || disabled} busyLabel={busyLabel}>
      {children}
    </SubmitButtonView>
  );
}
