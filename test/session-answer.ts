/**
 * What the sign-in and sign-up calls answer (docs/product.md, API): a session for Ada with `role`, expiring at
 * `expiresAt` (an hour from now by default).
 */
export function sessionAnswer(role: 'customer' | 'admin', expiresAt = Date.now() + 3_600_000) {
  return {
    sessionToken: `tok-${role}`,
    role,
    tokenExpirationTimestamp: expiresAt,
    user: { id: 'u1', name: 'Ada', email: 'ada@example.com', role },
  };
}
