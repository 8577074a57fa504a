import { userSource } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { createOrg, listOrgs } from '@/lib/server/orgs/organisations';
import { orgNameSchema } from '@/lib/validations/orgs';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (bearer) -> {data: OrgSummary[], activeOrgId}: the caller's organisations with their role. */
export const GET = apiRoute(async (request: Request) => {
  const user = await requireUser(request);
  return json(await listOrgs(user.id));
});

/** POST {name} (bearer) -> 201 {data: OrgSummary}: the caller owns it, and it becomes their active one. */
export const POST = apiRoute(async (request: Request) => {
  const user = await requireUser(request);
  const { name } = await validate(orgNameSchema, await readJsonBody(request));
  return json({ data: await createOrg(user, name, userSource(user, request)) }, 201);
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
