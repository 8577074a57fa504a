import { isUserInfo } from '@/lib/api/contract/auth';
import { getUserInfo } from '@/lib/api/user';
import { readStoredRecord, storeUserInfo } from '@/lib/auth/sign-in-record';
import { HttpError } from '@/lib/http/client';
import type { ConsoleStore } from '@/lib/state/store';

/**
 * The signed-in user's calls, for the signed-in shell (the store's `userInfo` and `mainLoader`). The
 * name update is in update-user-name.ts: it loads with the user menu's list, on request.
 */

/**
 * GET {dashboard}/api/user. On success stores `user_info` and updates the store; on failure only logs
 * and keeps what was stored, so the header still shows the last known name.
 */
export async function loadUserInfo(store: ConsoleStore): Promise<void> {
  const record = readStoredRecord();
  if (!record) {
    console.error('User info not loaded: not signed in');
    return;
  }
  try {
    const { data } = await getUserInfo(store.getState().runtimeConfig.dashboardApiUrl, record.sessionToken);
    if (!isUserInfo(data)) throw new HttpError(200, 'invalid_response', 'User info without a name');
    // The user may have signed out (or in as someone else) while the answer was on its way.
    if (readStoredRecord()?.sessionToken !== record.sessionToken) return;
    storeUserInfo(data);
    store.setState({ userInfo: data });
  } catch (error) {
    console.error('User info not loaded', error);
  }
}
