import { auditClient } from '@/lib/server/audit/record';
import { completeSecondStep } from '@/lib/server/auth/two-factor/second-step';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { secondStepSchema } from '@/lib/validations/two-factor';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST {challenge, code | recoveryCode | passkey} -> 200 AuthResponse (the sign-in's second step); 401
 * challenge_expired, invalid_code or passkey_rejected; 429 rate_limited.
 */
export const POST = apiRoute(async (request: Request) => {
  const input = await validate(secondStepSchema, await readJsonBody(request));
  return json(await completeSecondStep(input, request, auditClient(request)));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
