import { userSource } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/bearer';
import { appIdParam } from '@/lib/server/domain/access';
import { rotateAppKey } from '@/lib/server/domain/apps';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST (bearer, owner) -> {data: {appKey}}: a new key; the old one is refused from now on. 404 not_found. */
export const POST = apiRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireUser(request);
  const appKey = await rotateAppKey(user.id, await appIdParam(params), userSource(user, request));
  return json({ data: { appKey } });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
