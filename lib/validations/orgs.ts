import { boolean, object, string, type InferType } from 'yup';

import { INVITABLE_ROLES, ORG_ROLES, type InvitableRole, type OrgRole } from '@/lib/auth/org-roles';
import { emailField, nameField, requiredText } from '@/lib/validations/fields';
import { MAX_LENGTH, ONE_OF, REQUIRED } from '@/lib/validations/messages';

/** An organisation's name: free text like a user's name (create, rename). */
export const orgNameSchema = object({ name: nameField() });
export type OrgNameInput = InferType<typeof orgNameSchema>;

/** The switcher: the organisation chosen. */
export const activeOrgSchema = object({ orgId: requiredText() });

/** A member's new role; `transferOwnership` makes them owner and the caller admin, at once. */
export const memberRoleSchema = object({
  role: string<OrgRole>().required(REQUIRED).oneOf(ORG_ROLES, ONE_OF),
  transferOwnership: boolean().strict().typeError(REQUIRED).optional(),
});
export type MemberRoleInput = InferType<typeof memberRoleSchema>;

export const invitationSchema = object({
  email: emailField(),
  role: string<InvitableRole>().required(REQUIRED).oneOf(INVITABLE_ROLES, ONE_OF),
});
export type InvitationInput = InferType<typeof invitationSchema>;

/** An invitation link's token (accept). */
export const invitationTokenSchema = object({ token: requiredText().max(200, MAX_LENGTH) });
