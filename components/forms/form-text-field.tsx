'use client';

import { useField } from 'formik';

import { TextField, type TextFieldProps } from '@/components/forms/text-field';
import { useValidationMessage } from '@/components/forms/use-validation-message';

/**
 * A labelled text field bound to Formik by name. Its error (a validation message key) shows once the
 * field was touched, which a submit attempt does to every field. Needs the `Validation` namespace.
 */
export function FormTextField(props: TextFieldProps) {
  const [field, meta] = useField<string>(props.name);
  const validationMessage = useValidationMessage();
  const error = meta.touched && meta.error ? validationMessage(meta.error) : null;
  return (
    <TextField
      {...props}
      control={{ value: field.value ?? '', onChange: field.onChange, onBlur: field.onBlur }}
      error={error}
    />
  );
}
