import type { ApiToken, CreatedApiToken } from '@/lib/api/contract/api-tokens';
import { orgPath } from '@/lib/api/orgs';
import type { TokenKind, TokenScope } from '@/lib/auth/api-tokens';
import { httpRequest } from '@/lib/http/client';

/**
 * The API tokens page's calls (docs/product.md, API tokens): the caller's personal tokens and the
 * active organisation's. `baseUrl` is the runtime `dashboardApiUrl`.
 */
export interface NewToken {
  name: string;
  scopes: TokenScope[];
  appId?: string;
  expiresInDays: number;
}

const tokensPath = (baseUrl: string, kind: TokenKind, orgId: string) =>
  kind === 'personal' ? `${baseUrl}/api/user/tokens` : `${orgPath(baseUrl, orgId)}/tokens`;

/** The caller's personal tokens (every organisation's), or the organisation's tokens. */
export function listTokens(
  baseUrl: string,
  token: string,
  kind: TokenKind,
  orgId: string,
): Promise<{ data: ApiToken[] }> {
  return httpRequest(tokensPath(baseUrl, kind, orgId), { token, noCache: true });
}

/** Makes a token; the answer's `token` is its value, shown this once. */
export function createToken(
  baseUrl: string,
  token: string,
  kind: TokenKind,
  orgId: string,
  input: NewToken,
): Promise<CreatedApiToken> {
  const body = kind === 'personal' ? { ...input, orgId } : input;
  return httpRequest(tokensPath(baseUrl, kind, orgId), { method: 'POST', token, body });
}

export function revokeToken(
  baseUrl: string,
  token: string,
  kind: TokenKind,
  orgId: string,
  id: string,
): Promise<void> {
  return httpRequest(`${tokensPath(baseUrl, kind, orgId)}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    token,
  });
}
