import { userSource } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/bearer';
import { rememberLocale } from '@/lib/server/auth/user-locale';
import { updateName } from '@/lib/server/auth/users';
import { unauthorized } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { knownRequestLocale } from '@/lib/server/http/request-locale';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { profileNameSchema } from '@/lib/validations/user';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET (bearer) -> 200 {data: user}. The console loads it as it starts: the language it runs in becomes
 * the one their notices are written in (lib/server/auth/user-locale.ts).
 */
export const GET = apiRoute(async (request: Request) => {
  const user = await requireUser(request);
  await rememberLocale(user.id, knownRequestLocale(request));
  return json({ data: user });
});

/** PUT {data:{name}} (bearer) -> 200 {data: user}; 400 validation_failed for a blank or too long name. */
export const PUT = apiRoute(async (request: Request) => {
  const user = await requireUser(request);
  const { name } = await validate(profileNameSchema, (await readJsonBody(request)).data);
  const updated = await updateName(user.id, name, userSource(user, request));
  // The account was deleted between the token check and the update.
  if (!updated) throw unauthorized();
  return json({ data: updated });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'PUT']);
