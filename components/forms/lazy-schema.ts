import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';

/**
 * Formik's `validate` for a schema loaded on first use: the same checks and messages as
 * `validationSchema`, but yup (about 12 kB gzip) is fetched when the user first leaves a field or
 * sends the form, not with the page (bench/README.md, figure 1). The import is cached, so only the
 * first validation waits for it; Formik validates asynchronously either way.
 */
export function lazySchemaValidation<Values extends FormikValues>(load: () => Promise<AnySchema>) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const schema = await load();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      // As Formik's own validationSchema: a yup ValidationError becomes field errors; anything else is a bug.
      if ((error as { name?: unknown } | null)?.name === 'ValidationError') return yupToFormErrors(error);
      throw error;
    }
  };
}
