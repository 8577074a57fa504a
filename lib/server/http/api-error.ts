import 'server-only';

/**
 * An error the API answers with on purpose: its status and the JSON body
 * `{"error":{"code","message","fields"?,...details}}`. Anything else thrown by a handler is a 500.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Field name -> validation message key (`required`, `minLength:8`, ...). */
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  /** More members of the error object, after `message` (the edit conflict's `current`). */
  readonly details?: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    message: string,
    options: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
    this.details = options.details;
  }
}

export function unauthorized(): ApiError {
  return new ApiError(401, 'unauthorized', 'Sign in to continue');
}

/**
 * 403 mfa_required: two-factor sign-in is required here (an organisation's rule, or ADMIN_REQUIRE_2FA
 * for admins) and the caller has not set it up.
 */
export function mfaRequired(): ApiError {
  return new ApiError(403, 'mfa_required', 'Two-factor sign-in is required here: set it up first');
}

export function forbidden(): ApiError {
  return new ApiError(403, 'forbidden', 'You do not have permission to do this');
}

export function rateLimited(retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'rate_limited', 'Too many attempts, try again later', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}
