import type { z } from 'zod';

import type {
  adminOrgListSchema,
  adminOrgSchema,
  invitationPreviewSchema,
  orgInvitationSchema,
  orgListSchema,
  orgMemberSchema,
  orgSummarySchema,
  sentInvitationSchema,
} from '@/lib/api/openapi/schemas/orgs';

/**
 * The organisations API's shapes, shared by the console and the reference backend (docs/product.md,
 * Organisations). Dates are ISO 8601. Every call names its organisation with the `X-Fleetdeck-Org`
 * header or acts in the caller's active one (lib/auth/org-roles.ts, ORG_HEADER). Each answer's type is
 * its schema in the OpenAPI document (lib/api/openapi/schemas/orgs.ts).
 *
 * GET    /api/orgs                                   -> { data: OrgSummary[], activeOrgId }
 * POST   /api/orgs {name}                            -> 201 { data: OrgSummary } (the caller is its owner)
 * PATCH  /api/orgs/<id> {name}                       -> { data: OrgSummary } (owners)
 * DELETE /api/orgs/<id>                              -> 204 (owners; with its apps, devices and alerts)
 * PUT    /api/orgs/active {orgId}                    -> { data: OrgSummary } (the switcher: the one chosen last)
 * GET    /api/orgs/<id>/members                      -> { data: OrgMember[] }
 * PATCH  /api/orgs/<id>/members/<userId> {role, transferOwnership?} -> { data: OrgMember }
 * DELETE /api/orgs/<id>/members/<userId>             -> 204 (remove; one's own id: leave)
 * GET    /api/orgs/<id>/invitations                  -> { data: OrgInvitation[] } (pending and expired)
 * POST   /api/orgs/<id>/invitations {email, role}    -> 201 { data: SentInvitation }
 * POST   /api/orgs/<id>/invitations/<iid>/resend     -> { data: SentInvitation } (new link, new expiry)
 * DELETE /api/orgs/<id>/invitations/<iid>            -> 204 (revoke)
 * GET    /api/invitations/lookup?token=…             -> { data: InvitationPreview } (no sign-in needed)
 * POST   /api/invitations/accept {token}             -> { data: OrgSummary } (joins the signed-in user)
 * GET    /api/admin/orgs?search=                     -> { data: AdminOrg[], total } (platform admins only)
 */

/** An organisation as its members list it, with the caller's role in it. */
export type OrgSummary = z.output<typeof orgSummarySchema>;

/** The caller's organisations, and the one a call without the header acts in. */
export type OrgList = z.output<typeof orgListSchema>;

/** A member of an organisation, with their role and their last call in it. */
export type OrgMember = z.output<typeof orgMemberSchema>;

/** An invitation as the members list it, pending or expired. */
export type OrgInvitation = z.output<typeof orgInvitationSchema>;

/** An invitation as created or resent: its link, holding the token, is answered only here. */
export type SentInvitation = z.output<typeof sentInvitationSchema>;

/** What the link's page shows before accepting. */
export type InvitationPreview = z.output<typeof invitationPreviewSchema>;

/** The error codes of these calls, beside the common ones (validation_failed, not_found, ...). */
export type OrgErrorCode =
  /** 403: the caller's role in the organisation does not allow it. */
  | 'role_forbidden'
  /** 409: the organisation would be left without an owner. */
  | 'last_owner'
  /** 409: the address is already a member, or has a pending invitation. */
  | 'already_member'
  | 'already_invited'
  /** 403: the invitation is for another address than the signed-in user's. */
  | 'invitation_wrong_account'
  /** 410: expired, already used, or revoked. */
  | 'invitation_expired'
  | 'invitation_used'
  | 'invitation_revoked';
// An X-Fleetdeck-Org naming an organisation the caller is not a member of is a 404 not_found, like one
// that does not exist: ids cannot be probed.

/**
 * An organisation as a platform admin sees it (`GET /api/admin/orgs`, newest first): its counts and its
 * owners, in the order they became owners (docs/product.md, Organisations).
 */
export type AdminOrg = z.output<typeof adminOrgSchema>;

export type AdminOrgList = z.output<typeof adminOrgListSchema>;
