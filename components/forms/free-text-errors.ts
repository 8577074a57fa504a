import type { FormikErrors } from 'formik';

import { CHARACTERS, CONTROL_CHARACTERS } from '@/lib/validations/messages';

/**
 * The API answers 'characters' ("Use only letters, digits, dots…") for invisible control characters in
 * any text (lib/server/http/validate.ts). In free text (a name, a message, the guide) that advice is
 * wrong: the form says what is, 'controlCharacters'. Other keys pass as they are.
 */
export function freeTextMessage(message: string): string {
  return message === CHARACTERS ? CONTROL_CHARACTERS : message;
}

/** `freeTextMessage` on a form's field errors, for the fields that hold free text. */
export function withFreeTextMessages<Values extends object>(
  errors: FormikErrors<Values>,
  freeTextFields: readonly (keyof Values & string)[],
): FormikErrors<Values> {
  const mapped: Record<string, unknown> = { ...errors };
  for (const field of freeTextFields) {
    const message = mapped[field];
    if (typeof message === 'string') mapped[field] = freeTextMessage(message);
  }
  return mapped as FormikErrors<Values>;
}
