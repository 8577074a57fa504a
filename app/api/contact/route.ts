import { storeContactMessage } from '@/lib/server/domain/contact';
import { apiRoute } from '@/lib/server/http/api-route';
import { clientIp } from '@/lib/server/http/client-ip';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { contactSchema } from '@/lib/validations/contact';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST {name,email,message} (public) -> 201 {data:{id, createdAt}}; 400 validation_failed; 429 rate_limited. */
export const POST = apiRoute(async (request: Request) => {
  const input = await validate(contactSchema, await readJsonBody(request));
  const { id, createdAt } = await storeContactMessage(input, clientIp(request));
  return json({ data: { id, createdAt: createdAt.toISOString() } }, 201);
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
