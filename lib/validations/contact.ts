import { z } from 'zod';

import { emailField, nameField, noControlCharacters, requiredText } from '@/lib/validations/fields';
import { MESSAGE_MAX_LENGTH } from '@/lib/validations/limits';
import { maxLength } from '@/lib/validations/messages';

/** A name and a message are free text, so the form says what is wrong with control characters in them. */
export const contactSchema = z.object({
  name: noControlCharacters(nameField()),
  email: emailField(),
  message: noControlCharacters(requiredText().max(MESSAGE_MAX_LENGTH, maxLength(MESSAGE_MAX_LENGTH))),
});
export type ContactInput = z.output<typeof contactSchema>;
