import { z } from 'zod';

import { INVITABLE_ROLES, ORG_ROLES } from '@/lib/auth/org-roles';
import { emailField, nameField, oneOf, requiredText } from '@/lib/validations/fields';
import { maxLength, ONE_OF, REQUIRED } from '@/lib/validations/messages';

/** An organisation's name: free text like a user's name (create, rename). */
export const orgNameSchema = z.object({ name: nameField() });
export type OrgNameInput = z.output<typeof orgNameSchema>;

/**
 * PATCH /api/orgs/<id>: a new name, whether two-factor sign-in is required of its members, or both; at
 * least one.
 */
export const orgChangesSchema = z
  .object({ name: nameField().optional(), requireTwoFactor: z.boolean({ error: ONE_OF }).optional() })
  .superRefine((value, context) => {
    if (value.name === undefined && value.requireTwoFactor === undefined)
      context.addIssue({ code: 'custom', message: REQUIRED, path: ['name'] });
  });
export type OrgChangesInput = z.output<typeof orgChangesSchema>;

/** The switcher: the organisation chosen. */
export const activeOrgSchema = z.object({ orgId: requiredText() });

/** A member's new role; `transferOwnership` makes them owner and the caller admin, at once. */
export const memberRoleSchema = z.object({
  role: oneOf(ORG_ROLES),
  transferOwnership: z.boolean({ error: REQUIRED }).optional(),
});
export type MemberRoleInput = z.output<typeof memberRoleSchema>;

export const invitationSchema = z.object({
  email: emailField(),
  role: oneOf(INVITABLE_ROLES),
});
export type InvitationInput = z.output<typeof invitationSchema>;

/** An invitation link's token (accept). */
export const invitationTokenSchema = z.object({ token: requiredText().max(200, maxLength(200)) });
