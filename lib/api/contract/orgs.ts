/**
 * The organisations API's shapes, shared by the console and the reference backend (docs/product.md,
 * Organisations). Dates are ISO 8601. Every call names its organisation with the `X-Fleetdeck-Org`
 * header or acts in the caller's active one (lib/auth/org-roles.ts, ORG_HEADER).
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
import type { InvitableRole, OrgRole } from '@/lib/auth/org-roles';

export interface OrgSummary {
  id: string;
  name: string;
  /** The caller's role in it. */
  role: OrgRole;
  memberCount: number;
  createdAt: string;
}

export interface OrgList {
  data: OrgSummary[];
  /** The organisation a call without the header acts in. */
  activeOrgId: string;
}

export interface OrgMember {
  userId: string;
  name: string;
  email: string;
  role: OrgRole;
  joinedAt: string;
  /** Their last call in this organisation; null before any. */
  lastActiveAt: string | null;
  /** Two-factor sign-in; null until the account-security work exists. */
  twoFactor: boolean | null;
}

export interface OrgInvitation {
  id: string;
  email: string;
  role: InvitableRole;
  invitedBy: { name: string; email: string } | null;
  createdAt: string;
  sentAt: string;
  expiresAt: string;
  status: 'pending' | 'expired';
}

/** An invitation as created or resent: its link, holding the token, is answered only here. */
export interface SentInvitation extends OrgInvitation {
  url: string;
  /** Whether it was emailed (SMTP_URL set); otherwise the inviter copies the link. */
  emailed: boolean;
}

/** What the link's page shows before accepting. */
export interface InvitationPreview {
  orgName: string;
  email: string;
  role: InvitableRole;
  invitedBy: string | null;
  expiresAt: string;
  status: 'pending' | 'expired' | 'accepted' | 'revoked';
  /** Whether an account with this address exists (sign in) or not (sign up, address fixed). */
  accountExists: boolean;
}

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
export interface AdminOrg {
  id: string;
  name: string;
  createdAt: string;
  members: number;
  apps: number;
  /** Devices of its apps, in total and online now. */
  devices: number;
  onlineDevices: number;
  owners: { id: string; name: string; email: string }[];
}

export interface AdminOrgList {
  data: AdminOrg[];
  total: number;
}
