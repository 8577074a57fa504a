/**
 * What the session guard found that the sign-in and sign-up forms tell the user (the store's
 * `signInNotice`). Not persisted.
 * - `expired`: it cleared a record whose token had run out. The cookie copy expires with the token,
 *   so by then the middleware saw no record and could not add `reason=expired` to the address.
 * - `storage-blocked`: the browser refuses this site's storage, where a sign-in is kept.
 */
export type SignInNotice = 'expired' | 'storage-blocked';
