import { object, type InferType } from 'yup';

import { hasControlCharacters } from '@/lib/validations/control-characters';
import { emailField, MESSAGE_MAX_LENGTH, nameField, requiredText } from '@/lib/validations/fields';
import { CONTROL_CHARACTERS, MAX_LENGTH } from '@/lib/validations/messages';

/** The API refuses these in any text; a name and a message are free text, so the form says what is wrong. */
const noControlCharacters = (value: string | undefined) => !value || !hasControlCharacters(value);

export const contactSchema = object({
  name: nameField().test('control-characters', CONTROL_CHARACTERS, noControlCharacters),
  email: emailField(),
  message: requiredText()
    .max(MESSAGE_MAX_LENGTH, MAX_LENGTH)
    .test('control-characters', CONTROL_CHARACTERS, noControlCharacters),
});
export type ContactInput = InferType<typeof contactSchema>;
