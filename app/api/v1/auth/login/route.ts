import { signIn } from '@/lib/server/auth/accounts';
import { apiRoute } from '@/lib/server/http/api-route';
import { clientIp } from '@/lib/server/http/client-ip';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { signInSchema } from '@/lib/validations/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST {email,password} -> 200 AuthResponse with a new token; 401 invalid_credentials; 429 rate_limited. */
export const POST = apiRoute(async (request: Request) => {
  const input = await validate(signInSchema, await readJsonBody(request));
  return json(await signIn(input, clientIp(request), request.headers.get('user-agent')));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
