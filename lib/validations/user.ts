import { z } from 'zod';

import { nameField } from '@/lib/validations/fields';

/** The 'Update Name' form and PUT /api/user: a name, trimmed, 1 to 100 characters. */
export const profileNameSchema = z.object({ name: nameField() });
export type ProfileNameInput = z.output<typeof profileNameSchema>;
