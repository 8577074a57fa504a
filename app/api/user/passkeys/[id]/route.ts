import { auditClient } from '@/lib/server/audit/record';
import { requireSession } from '@/lib/server/auth/bearer';
import { removePasskey } from '@/lib/server/auth/passkeys/manage';
import { isUuid } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { noContent } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { passkeyPasswordSchema } from '@/lib/validations/passkeys';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/**
 * DELETE {password} (a session) -> 204: the passkey signs in no more; 400 validation_failed
 * (fields.password wrongPassword); 404 for one that is not the caller's; 429.
 */
export const DELETE = apiRoute(async (request: Request, { params }: Context) => {
  const { user } = await requireSession(request);
  const { id } = await params;
  if (!isUuid(id)) throw new ApiError(404, 'not_found', 'There is no such passkey');
  const { password } = await validate(passkeyPasswordSchema, await readJsonBody(request));
  await removePasskey(user, id.toLowerCase(), password, auditClient(request));
  return noContent();
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(['DELETE']);
