import { pingDatabase } from '@/lib/server/db/client';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET -> 200 {status:"ok"} when the database answers, else 503 service_unavailable. */
export const GET = apiRoute(async () => {
  await pingDatabase();
  return json({ status: 'ok' });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
