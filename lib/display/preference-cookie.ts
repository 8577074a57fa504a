/**
 * A preference the browser mirrors to a cookie for the server's first render (display settings,
 * sidebar, language, time zone): a year, as a preference is not a credential; every path; Lax; and
 * Secure on HTTPS, like the sign-in record's cookie.
 */
export function preferenceCookie(name: string, value: string): string {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  return `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
