import { setIn, type FormikErrors, type FormikValues } from 'formik';
import type { z } from 'zod';

import { fieldErrors } from '@/lib/validations/issues';

/** What a form's checks need of a schema: its parse (zod's, lib/validations). */
export type FormSchema = Pick<z.ZodType, 'safeParseAsync'>;

/**
 * Formik's `validate` for a zod schema: each field's first message key, as the API names them
 * (lib/validations/issues.ts). The schemas of lib/validations are the API's, so the form and the server
 * refuse the same values with the same messages.
 */
export function formikValidate<Values extends FormikValues>(schema: FormSchema) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return {};
    let errors: FormikErrors<Values> = {};
    for (const [path, message] of Object.entries(fieldErrors(result.error)))
      errors = setIn(errors, path, message) as FormikErrors<Values>;
    return errors;
  };
}

/**
 * A form's schema loaded on first use: zod and the schema are fetched when the user first leaves a
 * field or sends the form, not with the page (bench/README.md, figure 1). The import is cached, so
 * only the first use waits for it.
 *
 * - `validate` is Formik's `validate` (formikValidate).
 * - `clean` gives the values as the schema parses them (trimmed) for sending.
 *
 * When the schema cannot be fetched (offline, or a new deployment has replaced the page's files), the
 * browser's checks are skipped, not the form: the values are sent as typed, and the API, which checks
 * and trims them with the same schema, answers with the same messages on the same fields, or the form
 * says the server could not be reached. Letting the failure through would leave Formik submitting for
 * ever: the button busy and the form dead until a reload.
 */
export function lazySchema<Values extends FormikValues>(load: () => Promise<FormSchema>) {
  const schemaOrNull = () => load().catch(() => null);
  return {
    async validate(values: Values): Promise<FormikErrors<Values>> {
      const schema = await schemaOrNull();
      return schema ? formikValidate<Values>(schema)(values) : {};
    },
    async clean(values: Values): Promise<Values> {
      const schema = await schemaOrNull();
      const result = schema ? await schema.safeParseAsync(values) : null;
      return result?.success ? { ...values, ...(result.data as Values) } : values;
    },
  };
}
