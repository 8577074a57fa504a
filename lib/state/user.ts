import { atom } from 'jotai';

import type { UserInfo } from '@/lib/api/contract/auth';

/**
 * The signed-in user. Persisted as localStorage `user_info` through the sign-in record module; the
 * session guard initialises this atom from it on the client, and the calls in user-actions.ts keep
 * both in step. The calls live apart so that the sign-in page, whose guard reads this atom, does not
 * ship them.
 */
export const userInfoAtom = atom<UserInfo | null>(null);

/**
 * The full-screen loader flag. The name update turns it on while it saves and off at the end;
 * it starts off so that a page never waits on a loader nobody will hide.
 */
export const mainLoaderAtom = atom(false);
