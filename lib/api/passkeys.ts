import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

import type { AuthResponse } from '@/lib/api/contract/auth';
import type { Passkey } from '@/lib/api/contract/two-factor';
import { httpRequest } from '@/lib/http/client';

export type { Passkey };

/**
 * The passkey calls (docs/product.md, Passkeys). The account's own list, creation and removal go to
 * the dashboard API (`baseUrl` its runtime URL, with the session's token); the sign-in's, to the auth
 * API (`authApiUrl`).
 */

export function listPasskeys(baseUrl: string, token: string): Promise<{ data: Passkey[] }> {
  return httpRequest(`${baseUrl}/api/user/passkeys`, { token, noCache: true });
}

/** The password first: a session alone does not add a passkey. */
export function passkeyCreationOptions(
  baseUrl: string,
  token: string,
  password: string,
): Promise<{ data: PublicKeyCredentialCreationOptionsJSON }> {
  return httpRequest(`${baseUrl}/api/user/passkeys/options`, {
    method: 'POST',
    token,
    noCache: true,
    body: { password },
  });
}

export function addPasskey(
  baseUrl: string,
  token: string,
  body: { name: string; response: RegistrationResponseJSON },
): Promise<{ data: Passkey }> {
  return httpRequest(`${baseUrl}/api/user/passkeys`, { method: 'POST', token, noCache: true, body });
}

export function removePasskey(baseUrl: string, token: string, id: string, password: string): Promise<void> {
  return httpRequest(`${baseUrl}/api/user/passkeys/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    token,
    noCache: true,
    body: { password },
  });
}

/** Options to sign in: with the password step's challenge for the second step, without for a passkey alone. */
export function passkeySignInOptions(
  authApiUrl: string,
  challenge?: string,
): Promise<{ data: PublicKeyCredentialRequestOptionsJSON }> {
  return httpRequest(`${authApiUrl}/api/v1/auth/login/passkey/options`, {
    method: 'POST',
    body: challenge ? { challenge } : {},
  });
}

export function signInWithPasskey(
  authApiUrl: string,
  response: AuthenticationResponseJSON,
): Promise<AuthResponse> {
  return httpRequest(`${authApiUrl}/api/v1/auth/login/passkey`, { method: 'POST', body: { response } });
}
