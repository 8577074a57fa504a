import { rotateEndpointSecret } from '@/lib/server/alerts/endpoints';
import { webhookParams } from '@/lib/server/alerts/params';
import { userSource } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string; wid: string }>;
}

/** POST (owner or admin) -> {data: {id, url, format, createdAt, secret}}: the new secret, once; 404. */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const user = await requireUser(request);
  const { appId, endpointId } = await webhookParams(params);
  return json({ data: await rotateEndpointSecret(user, appId, endpointId, userSource(user, request)) });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
