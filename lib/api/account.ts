import type {
  PasswordChanged,
  PasswordResetLink,
  PasswordResetRequested,
  UserSession,
} from '@/lib/api/contract/sessions';
import { httpRequest } from '@/lib/http/client';

export type { PasswordChanged, PasswordResetLink, PasswordResetRequested, UserSession };

/** The signed-in user's account calls (dashboard API): `baseUrl` is the runtime `dashboardApiUrl`. */
export function changePassword(
  baseUrl: string,
  token: string,
  body: { currentPassword: string; newPassword: string },
): Promise<{ data: PasswordChanged }> {
  return httpRequest(`${baseUrl}/api/user/password`, { method: 'POST', token, noCache: true, body });
}

export function listSessions(baseUrl: string, token: string): Promise<{ data: UserSession[] }> {
  return httpRequest(`${baseUrl}/api/user/sessions`, { token, noCache: true });
}

export function endSession(baseUrl: string, token: string, id: string): Promise<void> {
  return httpRequest(`${baseUrl}/api/user/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    token,
    noCache: true,
  });
}

/** An admin's one-time reset link for a customer (dashboard API). */
export function createPasswordResetLink(
  baseUrl: string,
  token: string,
  userId: string,
): Promise<{ data: PasswordResetLink }> {
  return httpRequest(`${baseUrl}/api/admin/users/${encodeURIComponent(userId)}/password-reset-link`, {
    method: 'POST',
    token,
    noCache: true,
  });
}

/** The signed-out reset calls (auth service): `baseUrl` is the runtime `authApiUrl`. */
export function requestPasswordReset(
  baseUrl: string,
  email: string,
): Promise<{ data: PasswordResetRequested }> {
  return httpRequest(`${baseUrl}/api/v1/auth/password-reset`, { method: 'POST', body: { email } });
}

export function confirmPasswordReset(
  baseUrl: string,
  body: { token: string; password: string },
): Promise<{ data: { passwordChanged: true } }> {
  return httpRequest(`${baseUrl}/api/v1/auth/password-reset/confirm`, { method: 'POST', body });
}
