import type { RecoveryCodes, TotpSetup, TwoFactorStatus } from '@/lib/api/contract/two-factor';
import { httpRequest } from '@/lib/http/client';

export type { RecoveryCodes, TotpSetup, TwoFactorStatus };

/** The signed-in user's two-factor calls (dashboard API): `baseUrl` is the runtime `dashboardApiUrl`. */
export function getTwoFactorStatus(baseUrl: string, token: string): Promise<{ data: TwoFactorStatus }> {
  return httpRequest(`${baseUrl}/api/user/2fa`, { token, noCache: true });
}

export function startTotpSetup(baseUrl: string, token: string, password: string): Promise<TotpSetup> {
  return httpRequest(`${baseUrl}/api/user/2fa/totp`, {
    method: 'POST',
    token,
    noCache: true,
    body: { password },
  });
}

export function confirmTotp(baseUrl: string, token: string, code: string): Promise<RecoveryCodes> {
  return httpRequest(`${baseUrl}/api/user/2fa/totp/confirm`, {
    method: 'POST',
    token,
    noCache: true,
    body: { code },
  });
}

export function regenerateRecoveryCodes(
  baseUrl: string,
  token: string,
  code: string,
): Promise<RecoveryCodes> {
  return httpRequest(`${baseUrl}/api/user/2fa/recovery-codes`, {
    method: 'POST',
    token,
    noCache: true,
    body: { code },
  });
}

export function disableTotp(
  baseUrl: string,
  token: string,
  body: { password: string; code?: string; recoveryCode?: string },
): Promise<void> {
  return httpRequest(`${baseUrl}/api/user/2fa/totp`, { method: 'DELETE', token, noCache: true, body });
}

/** A platform admin removes a customer's second factor, after verifying them out of band. */
export function removeCustomerTwoFactor(baseUrl: string, token: string, userId: string): Promise<void> {
  return httpRequest(`${baseUrl}/api/admin/users/${encodeURIComponent(userId)}/2fa`, {
    method: 'DELETE',
    token,
    noCache: true,
  });
}
