/**
 * The grace periods of a key rotation, apart from the request's schema (app-key.ts) so that the rotate
 * dialog, on the app management page, does not bring zod into the page's first load.
 */

/** How long a rotated key may stay accepted: at most 7 days. */
export const KEY_GRACE_MAX_SECONDS = 604_800;
/** The grace periods the rotate dialog offers: none, 1 hour, 24 hours, 7 days. */
export const KEY_GRACE_CHOICES = [0, 3600, 86_400, KEY_GRACE_MAX_SECONDS] as const;
