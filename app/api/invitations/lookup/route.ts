import { apiRoute } from '@/lib/server/http/api-route';
import { clientIp } from '@/lib/server/http/client-ip';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { invitationNotFound, lookupInvitation } from '@/lib/server/orgs/invitations';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET ?token=… (no sign-in) -> {data: InvitationPreview}: what the link's page shows (organisation,
 * address, role, inviter, status, whether the address has an account). 404 for an unknown token; 429.
 */
export const GET = apiRoute(async (request: Request) => {
  const token = new URL(request.url).searchParams.get('token')?.trim();
  if (!token || token.length > 200) throw invitationNotFound();
  return json({ data: await lookupInvitation(token, clientIp(request)) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
