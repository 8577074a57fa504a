import { object, type InferType } from 'yup';

import { nameField } from '@/lib/validations/fields';

/** The 'Update Name' form and PUT /api/user: a name, trimmed, 1 to 100 characters. */
export const profileNameSchema = object({ name: nameField() });
export type ProfileNameInput = InferType<typeof profileNameSchema>;
