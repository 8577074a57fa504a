/**
 * API tokens: what they may do and how they look (docs/product.md, API tokens). Shared by the server,
 * which checks them on every call, and the console, which lists and creates them.
 */

/** What a token may touch; each public route names the one it needs. */
export const TOKEN_SCOPES = [
  'apps:read',
  'apps:write',
  'devices:read',
  'devices:write',
  'alerts:read',
  'alerts:write',
  'audit:read',
  'members:read',
  'members:write',
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/**
 * What an organisation token may hold: no members' scopes. It acts as no member of its own, and
 * membership changes stay with people (their sessions or personal tokens).
 */
export const ORG_TOKEN_SCOPES = TOKEN_SCOPES.filter((scope) => !scope.startsWith('members:'));

/** The scopes a token of `kind` may hold. */
export function scopesFor(kind: TokenKind): readonly TokenScope[] {
  return kind === 'personal' ? TOKEN_SCOPES : ORG_TOKEN_SCOPES;
}

export function isTokenScope(value: unknown): value is TokenScope {
  return typeof value === 'string' && (TOKEN_SCOPES as readonly string[]).includes(value);
}

/** Whether `scopes` allow a call that needs `needed`: a `:write` scope includes reading the same things. */
export function scopesAllow(scopes: readonly string[], needed: TokenScope): boolean {
  if (scopes.includes(needed)) return true;
  return needed.endsWith(':read') && scopes.includes(needed.replace(/:read$/, ':write'));
}

/** Personal: acts as its user, within their role today. Organisation: belongs to the organisation (CI). */
export const TOKEN_KINDS = ['personal', 'organisation'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** The value's prefix says its kind, so that a secret scanner and the console tell it from other keys. */
export const TOKEN_PREFIX: Record<TokenKind, string> = { personal: 'fdp_', organisation: 'fdo_' };

/** Days a token lives when none is asked for, and the most it may. */
export const TOKEN_DEFAULT_DAYS = 90;
export const TOKEN_MAX_DAYS = 366;
/** Longest name. */
export const TOKEN_NAME_MAX = 100;

/** Whether a bearer value has a token's shape (a session token never has a `_`-prefix of these). */
export function tokenKindOf(value: string): TokenKind | null {
  if (value.startsWith(TOKEN_PREFIX.personal)) return 'personal';
  if (value.startsWith(TOKEN_PREFIX.organisation)) return 'organisation';
  return null;
}
