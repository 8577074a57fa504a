import { isUserInfo } from '@/lib/api/contract/auth';
import { updateUserInfo } from '@/lib/api/user';
import { readStoredRecord, storeUserInfo } from '@/lib/auth/sign-in-record';
import { HttpError } from '@/lib/http/client';
import type { ConsoleStore } from '@/lib/state/store';
import { loadUserInfo } from '@/lib/state/user-actions';

/* Apart from user-actions.ts: the shell loads the user info with every page, this with the user menu's list. */

function notSignedIn(): HttpError {
  return new HttpError(401, 'unauthorized', 'Not signed in');
}

/**
 * The 'Update Name' flow: PUT the name, store the answer, reload the user info, then turn
 * the main loader off. Rejects with the HttpError when the PUT fails, so the form can show why.
 */
export async function updateUserName(store: ConsoleStore, name: string): Promise<void> {
  store.setState({ mainLoader: true });
  try {
    const record = readStoredRecord();
    if (!record) throw notSignedIn();
    const { data } = await updateUserInfo(
      store.getState().runtimeConfig.dashboardApiUrl,
      record.sessionToken,
      name,
    );
    // As in the load: the user may have signed out (or in as someone else, in another tab) while the
    // PUT was on its way; nothing of theirs is written after that (ASVS 14.3.1), nor over the new user.
    if (readStoredRecord()?.sessionToken !== record.sessionToken) return;
    // The PUT's data replaces the stored user_info, before the reload confirms it.
    if (isUserInfo(data)) {
      storeUserInfo(data);
      store.setState({ userInfo: data });
    }
    await loadUserInfo(store);
  } finally {
    // Off even on failure: a stuck full-screen loader would lock the user out of the page.
    store.setState({ mainLoader: false });
  }
}
