import { z } from 'zod';

import { count, emailAddress, instant, ownerSchema, uuid } from '@/lib/api/openapi/schemas/common';
import { INVITABLE_ROLES, ORG_ROLES } from '@/lib/auth/org-roles';

/** Organisations, members and invitations (lib/api/contract/orgs.ts; docs/product.md, Organisations). */

export const orgRoleSchema = z.enum(ORG_ROLES).meta({ id: 'OrgRole' });
const invitableRoleSchema = z.enum(INVITABLE_ROLES).meta({ id: 'InvitableRole' });

export const orgSummarySchema = z
  .object({
    id: uuid(),
    name: z.string(),
    role: orgRoleSchema.meta({ description: 'The caller’s role in it.' }),
    memberCount: count(),
    requireTwoFactor: z.boolean().meta({
      description: 'Its members act in it only with two-factor sign-in set up (else 403 mfa_required).',
    }),
    createdAt: instant(),
  })
  .meta({ id: 'OrgSummary' });

export const orgListSchema = z
  .object({
    data: z.array(orgSummarySchema),
    activeOrgId: uuid().meta({ description: 'The organisation a call without X-Fleetdeck-Org acts in.' }),
  })
  .meta({ id: 'OrgList' });

export const orgMemberSchema = z
  .object({
    userId: uuid(),
    name: z.string(),
    email: emailAddress(),
    role: orgRoleSchema,
    joinedAt: instant(),
    lastActiveAt: instant()
      .nullable()
      .meta({ description: 'Their last call in this organisation; null before any.' }),
    twoFactor: z
      .boolean()
      .nullable()
      .meta({ description: 'Two-factor sign-in set up; null where it is not known.' }),
  })
  .meta({ id: 'OrgMember' });

const invitationFields = {
  id: uuid(),
  email: emailAddress(),
  role: invitableRoleSchema,
  invitedBy: z.object({ name: z.string(), email: emailAddress() }).nullable(),
  createdAt: instant(),
  sentAt: instant(),
  expiresAt: instant(),
  status: z.enum(['pending', 'expired']),
};

export const orgInvitationSchema = z.object(invitationFields).meta({ id: 'OrgInvitation' });

export const sentInvitationSchema = z
  .object({
    ...invitationFields,
    url: z.string().meta({ description: 'The link, holding its token: answered only here.' }),
    emailed: z.boolean().meta({ description: 'Whether it was emailed (SMTP_URL set).' }),
  })
  .meta({ id: 'SentInvitation' });

export const invitationPreviewSchema = z
  .object({
    orgName: z.string(),
    email: emailAddress(),
    role: invitableRoleSchema,
    invitedBy: z.string().nullable(),
    expiresAt: instant(),
    status: z.enum(['pending', 'expired', 'accepted', 'revoked']),
    accountExists: z.boolean().meta({
      description:
        'Whether an account with this address exists (sign in) or not (sign up, the address fixed).',
    }),
  })
  .meta({ id: 'InvitationPreview' });

export const adminOrgSchema = z
  .object({
    id: uuid(),
    name: z.string(),
    createdAt: instant(),
    members: count(),
    apps: count(),
    devices: count().meta({ description: 'Devices of its apps, in total.' }),
    onlineDevices: count().meta({ description: 'Devices of its apps online now.' }),
    owners: z.array(ownerSchema),
  })
  .meta({ id: 'AdminOrg' });

export const adminOrgListSchema = z
  .object({ data: z.array(adminOrgSchema), total: count() })
  .meta({ id: 'AdminOrgList' });
