import { channelIdParam } from '@/lib/server/alerts/channels/channels';
import { sendChannelTest } from '@/lib/server/alerts/channels/mails';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrg } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/**
 * POST (whoever manages alerts; tokens with alerts:write) -> {data: {sent, mailServer}}: a test email to
 * each of the channel's members now, in their language; 404.
 */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const { orgId } = await requireOrg(request, 'manageAlerts', { scope: 'alerts:write' });
  return json({ data: await sendChannelTest(orgId, await channelIdParam(params)) });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
