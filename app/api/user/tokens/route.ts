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
import { orgNotFound } from '@/lib/server/orgs/active';
import { orgOfPath } from '@/lib/server/orgs/organisations';
import { newPersonalTokenSchema } from '@/lib/validations/api-token';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (session) -> {data: ApiToken[]}: the caller's personal tokens in every organisation, newest first. */
export const GET = apiRoute(async (request: Request) => {
  const user = await requireUser(request);
  return json({ data: await listApiTokens({ userId: user.id, kind: 'personal' }) });
});

/**
 * POST {name, orgId, scopes, appId?, expiresInDays?} (session) -> 201 {data: ApiToken, token}: a personal
 * token acting as the caller in that organisation; `token` is its value, answered this once. 404 for an
 * organisation they are not a member of or an app not in it; 400 validation_failed.
 */
export const POST = apiRoute(async (request: Request) => {
  const user = await requireUser(request);
  return idempotent(request, user.id, async () => {
    const { orgId, appId, ...input } = await validate(newPersonalTokenSchema, await readJsonBody(request));
    if (!isUuid(orgId)) throw orgNotFound();
    await orgOfPath(user, orgId.toLowerCase(), 'read');
    if (appId !== undefined && !isUuid(appId)) throw appNotFound();
    const created = await createApiToken(
      'personal',
      orgId.toLowerCase(),
      user,
      { ...input, scopes: [...new Set(input.scopes)], appId: appId?.toLowerCase() },
      userSource(user, request),
    );
    return json(created, 201);
  });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
