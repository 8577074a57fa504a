import { checkAdminTwoFactor, requireSession } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { openEventStream } from '@/lib/server/live/stream';
import { orgContextOf } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET (bearer) -> text/event-stream: `device` events ({kind: first_seen|online|offline|changed, appId,
 * deviceId}), `devices` ({appId}: many of its devices changed at once) and `app` ({appId}) for the apps of
 * the caller's organisation (X-Fleetdeck-Org, else their active one; every app for an admin), each with
 * an `id:`; the stream ends when their membership of it does; `ready` ({resumed}) once listening; a comment every
 * 15 s. Ends when the session does, or after LIVE_STREAM_MAX_SECONDS; a `Last-Event-ID` header resumes
 * after that event (lib/server/live/stream.ts says what is replayed).
 */
export const GET = apiRoute(async (request: Request) => {
  const { user, sessionId } = await requireSession(request);
  const lastEventId = request.headers.get('last-event-id')?.slice(0, 100) ?? null;
  const admin = user.role === 'admin';
  // ADMIN_REQUIRE_2FA holds an admin without it back here as on every admin call.
  if (admin) await checkAdminTwoFactor(user);
  const orgId = admin ? null : (await orgContextOf(user, request)).orgId;
  return openEventStream({ userId: user.id, orgId, admin }, sessionId, request.signal, lastEventId);
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
