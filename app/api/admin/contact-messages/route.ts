import { requireAdmin } from '@/lib/server/auth/bearer';
import { listContactMessages, parseContactMessagesQuery } from '@/lib/server/domain/contact';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET ?limit=1..100 (10)&before=<nextCursor> (bearer, admin) -> {data: ContactMessage[], total, nextCursor}:
 * newest first; pass `nextCursor` as `before` for the next page (null on the last); 400 validation_failed
 * for a bad parameter.
 */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  const query = parseContactMessagesQuery(new URL(request.url).searchParams);
  return json(await listContactMessages(query));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
