import {
  useId,
  type ChangeEvent,
  type Ref,
  type FocusEvent,
  type HTMLInputAutoCompleteAttribute,
  type HTMLInputTypeAttribute,
} from 'react';

const CONTROL_CLASS =
  'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  /** The on-screen keyboard a single-line field asks for (`numeric` for a count). */
  inputMode?: 'numeric' | 'decimal' | 'email' | 'text';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  placeholder?: string;
  /** The label is read to assistive technology but not shown (a dialog whose title says it). */
  labelHidden?: boolean;
  /** Shown and sent but fixed (an invitation's address). */
  readOnly?: boolean;
}

/** What binds a field to its form's state; without it the control keeps its own value. */
export interface TextFieldControl {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * A labelled text field: the label, the control, a hint and an error tied to it for assistive
 * technology. Bound to Formik by `FormTextField`; unbound (the browser keeps the value) in a form
 * whose Formik is still on its way (`useFormOnInteraction`).
 */
export function TextField({
  name,
  label,
  type = 'text',
  inputMode,
  autoComplete,
  hint,
  multiline = false,
  rows = 5,
  required = true,
  placeholder,
  labelHidden = false,
  readOnly,
  control,
  error = null,
  inputRef,
}: TextFieldProps & {
  control?: TextFieldControl;
  error?: string | null;
  /** The single-line input (a dialog focuses it first); a multiline field takes none. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  // Unique per instance: two forms on one page may both have a `name` field.
  const id = `${useId()}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const controlProps = {
    ...(control ?? { defaultValue: '' }),
    name,
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    placeholder,
    readOnly,
    className: `${readOnly ? 'bg-slate-100! dark:bg-slate-800! ' : ''}${CONTROL_CLASS} ${error ? 'border-red-500 dark:border-red-400' : 'border-slate-500'}`,
  };

  return (
    <div className="space-y-1.5">
      <label
        htmlFor={id}
        className={labelHidden ? 'sr-only' : 'block text-sm font-medium text-slate-700 dark:text-slate-200'}
      >
        {label}
      </label>
      {multiline ? (
        <textarea {...controlProps} rows={rows} />
      ) : (
        <input
          {...controlProps}
          ref={inputRef}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
        />
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
