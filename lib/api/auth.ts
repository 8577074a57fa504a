import type { AuthResponse } from '@/lib/api/contract/auth';
import type { MfaChallenge } from '@/lib/api/contract/two-factor';
import { httpRequest } from '@/lib/http/client';

export type { AuthResponse } from '@/lib/api/contract/auth';

/** Calls of the auth service. `baseUrl` is the runtime `authApiUrl`; '' means this server. */
export interface LoginCredentials {
  email: string;
  password: string;
}

export interface SignUpDetails {
  name: string;
  email: string;
  password: string;
  /** Signing up from an invitation link: the account joins that organisation (its address is the invited one). */
  invitationToken?: string;
}

/** The password step: a session, or for an account with two-factor sign-in a challenge (loginSecondStep). */
export function login(baseUrl: string, credentials: LoginCredentials): Promise<AuthResponse | MfaChallenge> {
  return httpRequest<AuthResponse | MfaChallenge>(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    body: credentials,
  });
}

/** The second step: the challenge with a code of the authenticator app, a recovery code, or a passkey's answer. */
export function loginSecondStep(
  baseUrl: string,
  step: { challenge: string; code?: string; recoveryCode?: string; passkey?: unknown },
): Promise<AuthResponse> {
  return httpRequest<AuthResponse>(`${baseUrl}/api/v1/auth/login/mfa`, { method: 'POST', body: step });
}

export function signup(baseUrl: string, details: SignUpDetails): Promise<AuthResponse> {
  return httpRequest<AuthResponse>(`${baseUrl}/api/v1/auth/signup`, { method: 'POST', body: details });
}

/**
 * Revokes the token on the server, so a copy of it left anywhere stops working. Kept alive: the sign-out
 * loads the sign-in page right after, and a browser cancels the requests of a page it leaves.
 */
export function logout(baseUrl: string, token: string): Promise<void> {
  return httpRequest<void>(`${baseUrl}/api/v1/auth/logout`, {
    method: 'POST',
    token,
    noCache: true,
    keepalive: true,
  });
}
