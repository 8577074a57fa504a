import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';

/**
 * A form's yup schema loaded on first use: yup (about 12 kB gzip) is fetched when the user first
 * leaves a field or sends the form, not with the page (bench/README.md, figure 1). The import is
 * cached, so only the first use waits for it.
 *
 * - `validate` is Formik's `validate`, with the same checks and messages as `validationSchema`.
 * - `clean` gives the values as the schema casts them (trimmed) for sending.
 *
 * When the schema cannot be fetched (offline, or a new deployment has replaced the page's files), the
 * browser's checks are skipped, not the form: the values are sent as typed, and the API, which checks
 * and trims them with the same schema, answers with the same messages on the same fields, or the form
 * says the server could not be reached. Letting the failure through would leave Formik submitting for
 * ever: the button busy and the form dead until a reload.
 */
export function lazySchema<Values extends FormikValues>(load: () => Promise<AnySchema>) {
  const schemaOrNull = () => load().catch(() => null);
  return {
    async validate(values: Values): Promise<FormikErrors<Values>> {
      const schema = await schemaOrNull();
      if (!schema) return {};
      try {
        await validateYupSchema(values, schema);
        return {};
      } catch (error) {
        // As Formik's own validationSchema: a yup ValidationError becomes field errors; anything else is a bug.
        if ((error as { name?: unknown } | null)?.name === 'ValidationError') return yupToFormErrors(error);
        throw error;
      }
    },
    async clean(values: Values): Promise<Values> {
      const schema = await schemaOrNull();
      return schema ? (schema.cast(values) as Values) : values;
    },
  };
}
