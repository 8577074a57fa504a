import 'server-only';

import { serverConfig } from '@/lib/server/config';
import { noteAnswerHeaders } from '@/lib/server/http/answer-headers';
import { ApiError } from '@/lib/server/http/api-error';
import { rateLimiter } from '@/lib/server/rate-limit/limiter';

/**
 * Every call an API token makes counts against API_TOKEN_RATE_LIMIT, per token, on every instance
 * together (the database's `rate_limits` on PostgreSQL). Its answers carry the IETF RateLimit header
 * fields; past the limit a call is refused with 429 rate_limited and Retry-After (docs/product.md,
 * API tokens).
 */
/** Counts a call of the token `tokenId`, its answer's headers noted: throws 429 past the limit. */
export async function countTokenCall(request: Request, tokenId: string): Promise<void> {
  const rule = serverConfig().apiTokenRateLimit;
  const state = await rateLimiter('api-token', rule)?.hit(tokenId);
  if (!rule || !state) return;
  const headers = {
    'RateLimit-Limit': String(rule.limit),
    'RateLimit-Remaining': String(state.remaining),
    'RateLimit-Reset': String(state.resetSeconds),
  };
  noteAnswerHeaders(request, headers);
  if (state.limited) {
    throw new ApiError(429, 'rate_limited', 'Too many calls with this token, try again later', {
      headers: { ...headers, 'Retry-After': String(state.retryAfterSeconds) },
    });
  }
}
