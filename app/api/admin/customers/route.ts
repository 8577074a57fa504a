import { requireAdmin } from '@/lib/server/domain/access';
import { listCustomers } from '@/lib/server/domain/admin';
import { json, withApiErrors } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (bearer, admin) -> {data: Customer[], total}: customer accounts with app and device counts, newest first. */
export const GET = withApiErrors(async (request: Request) => {
  await requireAdmin(request);
  const data = await listCustomers();
  return json({ data, total: data.length });
});
