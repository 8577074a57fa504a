/**
 * A member's role inside an organisation and what each role may do: the one permission table, read by
 * the server (every call checks it) and by the console (which hides or disables what the role cannot
 * do, saying why). docs/product.md, Organisations, has it in words. Platform roles (customer, admin:
 * lib/auth/roles.ts) are a different thing and never mix with these.
 */
export const ORG_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** The roles an invitation can give: ownership is transferred to a member, never given by a link. */
export const INVITABLE_ROLES = ['admin', 'member', 'viewer'] as const satisfies readonly OrgRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export function isOrgRole(value: unknown): value is OrgRole {
  return typeof value === 'string' && (ORG_ROLES as readonly string[]).includes(value);
}

/** Everything a member can do in an organisation, by what it touches. Reading is `read`. */
export const ORG_PERMISSIONS = {
  /** Dashboards, devices, device pages, the guide (key masked), the audit log and their exports. */
  read: ['owner', 'admin', 'member', 'viewer'],
  /** See an app key in clear (the guide, the app's page); a viewer sees it masked. */
  revealKeys: ['owner', 'admin', 'member'],
  /** Create and edit apps, rotate and revoke their keys. */
  editApps: ['owner', 'admin', 'member'],
  /** Add and remove devices' tags. */
  tagDevices: ['owner', 'admin', 'member'],
  /** Save, rename and delete the organisation's saved views of the devices table (all may use them). */
  saveViews: ['owner', 'admin', 'member'],
  /** Delete an app with its devices. */
  deleteApps: ['owner', 'admin'],
  /** Webhook endpoints and offline-alert rules. */
  manageAlerts: ['owner', 'admin', 'member'],
  /** Invite, resend and revoke invitations; change the role of and remove members who are not owners. */
  manageMembers: ['owner', 'admin'],
  /** Create, list and revoke the organisation's API tokens (personal ones are each member's own). */
  manageTokens: ['owner', 'admin'],
  /** Rename the organisation. */
  renameOrg: ['owner'],
  /** Make a member an owner, demote or remove an owner, transfer ownership, delete the organisation. */
  manageOwners: ['owner'],
} as const satisfies Record<string, readonly OrgRole[]>;

export type OrgPermission = keyof typeof ORG_PERMISSIONS;

export function can(role: OrgRole | null | undefined, permission: OrgPermission): boolean {
  return role != null && (ORG_PERMISSIONS[permission] as readonly OrgRole[]).includes(role);
}

/** The header a call names its organisation with; without it, the caller's active organisation. */
export const ORG_HEADER = 'X-Fleetdeck-Org';

/** How long an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;
