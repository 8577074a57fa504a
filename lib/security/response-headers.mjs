/**
 * Security headers that are the same on every answer (OWASP ASVS 5.0, 3.4), set by Next.js
 * (next.config.mjs) and by the custom server's ingest handler (custom-server/ingest-handler.ts) alike. The
 * pages' per-request Content-Security-Policy, with its nonce, is set by the middleware; API answers are
 * JSON and get a policy that allows nothing at all.
 */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  },
  // For browsers without CSP frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Ignored over plain HTTP; behind HTTPS it keeps browsers on HTTPS for a year.
  { key: 'Strict-Transport-Security', value: 'max-age=31536000' },
];
export const API_CSP = {
  key: 'Content-Security-Policy',
  value: "default-src 'none'; frame-ancestors 'none'",
};
