import type { z } from 'zod';

import type {
  passwordChangedSchema,
  passwordResetLinkSchema,
  passwordResetRequestedSchema,
  userSessionSchema,
} from '@/lib/api/openapi/schemas/account';

/**
 * The account API's shapes (GET /api/user/sessions, POST /api/user/password, the reset calls), shared
 * by the console and the reference backend; each is its schema in the OpenAPI document
 * (lib/api/openapi/schemas/account.ts).
 */

/** One signed-in device: a session that still lets someone in. Dates are ISO 8601. */
export type UserSession = z.output<typeof userSessionSchema>;

/** POST /api/user/password's answer: how many other sessions it ended. */
export type PasswordChanged = z.output<typeof passwordChangedSchema>;

/** POST /api/v1/auth/password-reset's answer: whether an email went, or an administrator helps. */
export type PasswordResetRequested = z.output<typeof passwordResetRequestedSchema>;

/** POST /api/admin/users/:userId/password-reset-link's answer: shown once. */
export type PasswordResetLink = z.output<typeof passwordResetLinkSchema>;
