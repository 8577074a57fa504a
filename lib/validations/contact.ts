import { object, type InferType } from 'yup';

import { emailField, MESSAGE_MAX_LENGTH, nameField, requiredText } from '@/lib/validations/fields';
import { MAX_LENGTH } from '@/lib/validations/messages';

export const contactSchema = object({
  name: nameField(),
  email: emailField(),
  message: requiredText().max(MESSAGE_MAX_LENGTH, MAX_LENGTH),
});
export type ContactInput = InferType<typeof contactSchema>;
