import type { ZodOpenApiExampleObject } from 'zod-openapi';

/**
 * The error codes of the API's one error shape (docs/product.md, API, "Errors"), each with its status
 * and what it means: operation.ts lists, per answer, the codes an operation can give, and the document
 * carries one example body a code (components.examples).
 */

/** Every error code the API answers with (lib/server/http/api-error.ts and the `new ApiError(...)` calls). */
export const ERROR_CODES = {
  validation_failed: [
    400,
    'A field or query parameter is not valid; `fields` names each with a message key.',
  ],
  invalid_json: [400, 'The body is not a JSON object.'],
  invalid_idempotency_key: [400, 'Idempotency-Key is not 1-255 visible ASCII characters.'],
  invalid_reset_token: [400, 'The reset link is unknown, used or expired.'],
  unauthorized: [401, 'No valid credentials: missing, malformed, unknown, revoked or expired.'],
  invalid_credentials: [401, 'The email or password is wrong.'],
  invalid_code: [401, 'The sign-in’s second step: the code is wrong, or was used already.'],
  challenge_expired: [
    401,
    'The sign-in’s challenge is unknown, spent or over five minutes old: sign in again.',
  ],
  passkey_rejected: [
    401,
    'The passkey’s answer did not verify: its challenge unknown, spent or expired, or the passkey not the account’s.',
  ],
  invalid_app_key: [401, 'The app key is missing or not valid.'],
  forbidden: [403, 'A platform admin’s call.'],
  session_required: [403, 'An API token, where only a signed-in session may call.'],
  insufficient_scope: [403, 'The token lacks the scope the call needs; `scope` names it.'],
  token_app_restricted: [403, 'The token is restricted to one app, and the call is about more.'],
  role_forbidden: [403, 'The caller’s role in the organisation does not allow this.'],
  mfa_required: [
    403,
    'Two-factor sign-in is required here (the organisation’s rule, or the console’s for admins) and the caller has not set it up.',
  ],
  csrf_rejected: [403, 'A browser request from an origin the console does not allow.'],
  app_suspended: [403, 'The app is suspended.'],
  invitation_wrong_account: [403, 'The invitation is for another address than the signed-in user’s.'],
  not_found: [404, 'Nothing of this id for this caller (or the organisation named is not theirs).'],
  active_key: [409, 'The current key cannot be revoked: rotate it instead.'],
  already_invited: [409, 'The address has a pending invitation.'],
  already_member: [409, 'The address is already a member.'],
  edit_conflict: [409, 'Another version was saved since this one was loaded; `current` says which.'],
  email_taken: [409, 'An account with this email exists.'],
  name_taken: [409, 'The organisation has a saved view or an email channel of this name (`fields.name`).'],
  totp_enabled: [409, 'Two-factor sign-in is already on: turn it off first.'],
  totp_not_started: [409, 'No authenticator app set-up was begun.'],
  totp_not_enabled: [409, 'Two-factor sign-in is off.'],
  last_owner: [409, 'The organisation would be left without an owner.'],
  limit_reached: [
    409,
    'The app has as many webhook endpoints, the organisation as many saved views or email channels, or the account as many passkeys, as it may.',
  ],
  idempotency_in_progress: [
    409,
    'A request with this Idempotency-Key is still being answered; retry after `Retry-After`.',
  ],
  invitation_expired: [410, 'The invitation has expired.'],
  invitation_used: [410, 'The invitation was already accepted.'],
  invitation_revoked: [410, 'The invitation was revoked.'],
  payload_too_large: [413, 'The body is larger than the call takes.'],
  idempotency_key_reused: [422, 'This Idempotency-Key was used with another call or body.'],
  rate_limited: [429, 'Too many calls; wait `Retry-After` seconds.'],
  internal_error: [500, 'Something went wrong on the server.'],
  service_unavailable: [503, 'The database does not answer, or the console is down for maintenance.'],
} as const satisfies Record<string, readonly [number, string]>;
export type ErrorCode = keyof typeof ERROR_CODES;

/** Example bodies of each code, valid against the error schema (redocly checks them). */
function errorExample(code: ErrorCode): { error: Record<string, unknown> } {
  const error: Record<string, unknown> = { code, message: ERROR_CODES[code][1] };
  if (code === 'validation_failed') error.fields = { name: 'required' };
  if (code === 'insufficient_scope') error.scope = 'apps:read';
  if (code === 'edit_conflict') {
    error.current = {
      updatedAt: '2026-03-05T10:42:00.123Z',
      updatedBy: { id: '0b7f3c9e-4a53-4c1e-9d3b-2f1f0a6c5e11', name: 'Ann' },
    };
  }
  return { error };
}

/** One example a code, shared by every answer that may give it (components.examples). */
export const ERROR_EXAMPLES: Record<ErrorCode, ZodOpenApiExampleObject> = Object.fromEntries(
  (Object.keys(ERROR_CODES) as ErrorCode[]).map((code) => [
    code,
    { summary: ERROR_CODES[code][1], value: errorExample(code) },
  ]),
) as Record<ErrorCode, ZodOpenApiExampleObject>;
