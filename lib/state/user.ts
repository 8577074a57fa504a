import { atom } from 'jotai';

import { getUserInfo, updateUserInfo } from '@/lib/api/user';
import { readStoredRecord, storeUserInfo, type UserInfo } from '@/lib/auth/sign-in-record';
import { HttpError } from '@/lib/http/client';
import { runtimeConfigAtom } from '@/lib/state/runtime-config';

/**
 * The signed-in user. Persisted as localStorage `user_info` through the sign-in record module; the
 * session guard initialises this atom from it on the client, and the calls below keep both in step.
 */
export const userInfoAtom = atom<UserInfo | null>(null);

/**
 * Spec 4: set to true on each call and, in the known behaviour, never reset. Kept for parity; the UI
 * must not wait on it (use the calls' own promises instead).
 */
export const loadingAtom = atom(false);

/**
 * The full-screen loader flag (spec 4). The name update turns it on while it saves and off at the end;
 * it starts off so that a page never waits on a loader nobody will hide.
 */
export const mainLoaderAtom = atom(false);

function isUserInfo(value: unknown): value is UserInfo {
  return !!value && typeof value === 'object' && typeof (value as UserInfo).name === 'string';
}

function notSignedIn(): HttpError {
  return new HttpError(401, 'unauthorized', 'Not signed in');
}

/**
 * GET {dashboard}/api/user. On success stores `user_info` and updates the atom; on failure only logs
 * (spec 8) and keeps what was stored, so the header still shows the last known name.
 */
export const loadUserInfoAtom = atom(null, async (get, set): Promise<void> => {
  set(loadingAtom, true);
  const record = readStoredRecord();
  if (!record) {
    console.error('User info not loaded: not signed in');
    return;
  }
  try {
    const { data } = await getUserInfo(get(runtimeConfigAtom).dashboardApiUrl, record.sessionToken);
    if (!isUserInfo(data)) throw new HttpError(200, 'invalid_response', 'User info without a name');
    // The user may have signed out (or in as someone else) while the answer was on its way.
    if (readStoredRecord()?.sessionToken !== record.sessionToken) return;
    storeUserInfo(data);
    set(userInfoAtom, data);
  } catch (error) {
    console.error('User info not loaded', error);
  }
});

/**
 * The 'Update Name' flow (spec 4): PUT the name, store the answer, reload the user info, then turn
 * the main loader off. Rejects with the HttpError when the PUT fails, so the form can show why.
 */
export const updateUserNameAtom = atom(null, async (get, set, name: string): Promise<void> => {
  set(loadingAtom, true);
  set(mainLoaderAtom, true);
  try {
    const record = readStoredRecord();
    if (!record) throw notSignedIn();
    const { data } = await updateUserInfo(get(runtimeConfigAtom).dashboardApiUrl, record.sessionToken, name);
    // As in the load: the user may have signed out (or in as someone else, in another tab) while the
    // PUT was on its way; nothing of theirs is written after that (ASVS 14.3.1), nor over the new user.
    if (readStoredRecord()?.sessionToken !== record.sessionToken) return;
    // Spec 7: the PUT's data replaces the stored user_info, before the reload confirms it.
    if (isUserInfo(data)) {
      storeUserInfo(data);
      set(userInfoAtom, data);
    }
    await set(loadUserInfoAtom);
  } finally {
    // Off even on failure: a stuck full-screen loader would lock the user out of the page.
    set(mainLoaderAtom, false);
  }
});
