import { requireUser } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { chooseActiveOrg } from '@/lib/server/orgs/organisations';
import { activeOrgSchema } from '@/lib/validations/orgs';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * PUT {orgId} (bearer) -> {data: OrgSummary}: the switcher. Calls without X-Fleetdeck-Org act in it
 * from now on, in every tab; 404 not_found for an organisation the caller is not a member of.
 */
export const PUT = apiRoute(async (request: Request) => {
  const user = await requireUser(request);
  const { orgId } = await validate(activeOrgSchema, await readJsonBody(request));
  return json({ data: await chooseActiveOrg(user, orgId) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods(['PUT']);
