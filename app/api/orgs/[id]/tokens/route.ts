import { userSource } from '@/lib/server/audit/record';
import { createApiToken, listApiTokens } from '@/lib/server/auth/api-tokens';
import { requireUser } from '@/lib/server/auth/bearer';
import { appNotFound, isUuid } from '@/lib/server/domain/access';
import { apiRoute } from '@/lib/server/http/api-route';
import { idempotent } from '@/lib/server/http/idempotency';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { orgIdParam } from '@/lib/server/orgs/active';
import { orgOfPath } from '@/lib/server/orgs/organisations';
import { newOrgTokenSchema } from '@/lib/validations/api-token';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/** GET (session, owners and admins) -> {data: ApiToken[]}: the organisation's tokens with their creators. */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const user = await requireUser(request);
  const orgId = await orgIdParam(params);
  await orgOfPath(user, orgId, 'manageTokens');
  return json({ data: await listApiTokens({ orgId, kind: 'organisation' }) });
});

/**
 * POST {name, scopes, appId?, expiresInDays?} (session, owners and admins) -> 201 {data: ApiToken, token}:
 * an organisation token (for CI; it outlives its creator's membership); `token` is answered this once.
 */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const user = await requireUser(request);
  const orgId = await orgIdParam(params);
  await orgOfPath(user, orgId, 'manageTokens');
  return idempotent(request, `${orgId}/${user.id}`, async () => {
    const { appId, ...input } = await validate(newOrgTokenSchema, await readJsonBody(request));
    if (appId !== undefined && !isUuid(appId)) throw appNotFound();
    const created = await createApiToken(
      'organisation',
      orgId,
      user,
      { ...input, scopes: [...new Set(input.scopes)], appId: appId?.toLowerCase() },
      userSource(user, request),
    );
    return json(created, 201);
  });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
