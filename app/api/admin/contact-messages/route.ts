import { requireAdmin } from '@/lib/server/domain/access';
import { listContactMessages } from '@/lib/server/domain/admin';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json, withApiErrors } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (bearer, admin) -> {data: ContactMessage[], total}: newest first (the newest 1000 are listed). */
export const GET = withApiErrors(async (request: Request) => {
  await requireAdmin(request);
  return json(await listContactMessages());
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
