import { requireSession } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { openEventStream } from '@/lib/server/live/stream';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET (bearer) -> text/event-stream: `device` events ({kind: first_seen|online|offline|changed, appId,
 * deviceId}), `devices` ({appId}: many of its devices changed at once) and `app` ({appId}) for the caller's
 * apps (every app for an admin); `ready` once listening; a comment every 15 s. Ends when the session does.
 */
export const GET = apiRoute(async (request: Request) => {
  const { user, sessionId } = await requireSession(request);
  return openEventStream({ userId: user.id, admin: user.role === 'admin' }, sessionId, request.signal);
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
