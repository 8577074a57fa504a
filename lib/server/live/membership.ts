import 'server-only';

/**
 * Ends what a member who is no longer one still holds open in the organisation (their live stream),
 * called after the commit that ended the membership (removed, left, or the organisation deleted).
 * A placeholder on this branch: the live stream's scoping replaces it with the real announcement.
 */
export async function announceMembershipEnded(orgId: string, userId: string): Promise<void> {
  void orgId;
  void userId;
}
