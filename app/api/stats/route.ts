import { requireUser } from '@/lib/server/auth/bearer';
import { getStats } from '@/lib/server/domain/stats';
import { json, withApiErrors } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (bearer) -> {data: Stats}: counts and series of the caller's apps and devices. */
export const GET = withApiErrors(async (request: Request) => {
  const user = await requireUser(request);
  return json({ data: await getStats({ ownerId: user.id }) });
});
