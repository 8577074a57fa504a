import { signUp } from '@/lib/server/auth/accounts';
import { apiRoute } from '@/lib/server/http/api-route';
import { clientIp } from '@/lib/server/http/client-ip';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { signUpSchema } from '@/lib/validations/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST {name,email,password} -> 201 AuthResponse (role customer); 409 email_taken; 400 validation_failed. */
export const POST = apiRoute(async (request: Request) => {
  const input = await validate(signUpSchema, await readJsonBody(request));
  return json(await signUp(input, clientIp(request), request.headers.get('user-agent')), 201);
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
