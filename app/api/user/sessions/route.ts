import { requireSession } from '@/lib/server/auth/bearer';
import { listSessions } from '@/lib/server/auth/session-list';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (bearer) -> 200 {data: [{id, current, createdAt, lastActiveAt, ip, userAgent}]}, latest first. */
export const GET = apiRoute(async (request: Request) => {
  const { user, sessionId } = await requireSession(request);
  return json({ data: await listSessions(user.id, sessionId) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
