import type { TokenKind, TokenScope } from '@/lib/auth/api-tokens';

/**
 * API tokens as `GET /api/user/tokens` and `GET /api/orgs/<id>/tokens` list them (docs/product.md,
 * API tokens). The value itself is never listed: `POST` answers it once, in `token`.
 */
export interface ApiToken {
  id: string;
  kind: TokenKind;
  name: string;
  orgId: string;
  orgName: string;
  scopes: TokenScope[];
  /** The one app it is restricted to; null: every app of the organisation. */
  appId: string | null;
  appName: string | null;
  /** Its prefix and last four characters, to tell it apart (`fdp_••••••••abcd`). */
  masked: string;
  /** A personal token's user, an organisation token's creator; null once their account is deleted. */
  createdBy: { id: string; name: string; email: string } | null;
  /** ISO 8601. */
  createdAt: string;
  expiresAt: string;
  expired: boolean;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
}

/** `POST /api/user/tokens` and `/api/orgs/<id>/tokens`: 201 with the value, shown this once. */
export interface CreatedApiToken {
  data: ApiToken;
  token: string;
}
