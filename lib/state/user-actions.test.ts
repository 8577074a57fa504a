import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

import { clearSignIn, storeSignIn, USER_INFO_KEY } from '@/lib/auth/sign-in-record';
import { HttpError } from '@/lib/http/client';
import { createConsoleStore } from '@/lib/state/store';
import { updateUserName } from '@/lib/state/update-user-name';
import { loadUserInfo } from '@/lib/state/user-actions';
import { fetchCall, jsonResponse, mockFetchForEachTest } from '@/test/fetch-mock';

const fetchMock = mockFetchForEachTest();

const ada = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'customer' as const };

function signedInStore() {
  storeSignIn({ sessionToken: 'tok', role: 'customer', tokenExpirationTimestamp: Date.now() + 60_000 }, ada);
  const store = createConsoleStore();
  store.setState({
    runtimeConfig: {
      productName: 'Fleetdeck',
      authApiUrl: '',
      dashboardApiUrl: 'https://dash.test',
    },
  });
  return store;
}

function storedUserInfo(): unknown {
  return JSON.parse(window.localStorage.getItem(USER_INFO_KEY) ?? 'null');
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('loadUserInfo', () => {
  it('loads the user with the stored token and stores user_info', async () => {
    const store = signedInStore();
    const fresh = { ...ada, name: 'Ada Lovelace' };
    fetchMock.mockResolvedValue(jsonResponse(200, { data: fresh }));

    await loadUserInfo(store);

    const { url, headers } = fetchCall(fetchMock);
    expect(url).toBe('https://dash.test/api/user');
    expect(headers.Authorization).toBe('Bearer tok');
    expect(store.getState().userInfo).toEqual(fresh);
    expect(storedUserInfo()).toEqual(fresh);
  });

  it('stores nothing when the user signed out while the answer was on its way', async () => {
    const store = signedInStore();
    fetchMock.mockImplementation(async () => {
      clearSignIn();
      return jsonResponse(200, { data: ada });
    });

    await loadUserInfo(store);

    expect(window.localStorage.getItem(USER_INFO_KEY)).toBeNull();
    expect(store.getState().userInfo).toBeNull();
  });

  it('only logs a failure and keeps the stored user_info', async () => {
    const store = signedInStore();
    store.setState({ userInfo: ada });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(loadUserInfo(store)).resolves.toBeUndefined();

    // What failed, for whoever reads the console: the network failure, as the client names it.
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('User info not loaded'),
      expect.objectContaining({ status: 0, code: 'network_error', message: 'Failed to fetch' }),
    );
    expect(storedUserInfo()).toEqual(ada);
    expect(store.getState().userInfo).toEqual(ada);
  });
});

describe('updateUserName', () => {
  it('PUTs the name, reloads the user info, then turns the main loader off', async () => {
    const store = signedInStore();
    const renamed = { ...ada, name: 'Grace' };
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: renamed }))
      .mockResolvedValueOnce(jsonResponse(200, { data: renamed }));

    const done = updateUserName(store, 'Grace');
    expect(store.getState().mainLoader).toBe(true);
    await done;

    const calls = fetchMock.mock.calls.map(([url, init]) => [url, (init as RequestInit).method]);
    expect(calls).toEqual([
      ['https://dash.test/api/user', 'PUT'],
      ['https://dash.test/api/user', 'GET'],
    ]);
    expect(fetchCall(fetchMock).body).toEqual({ data: { name: 'Grace' } });
    expect(store.getState().userInfo).toEqual(renamed);
    expect(storedUserInfo()).toEqual(renamed);
    expect(store.getState().mainLoader).toBe(false);
  });

  it('stores nothing when the user signed out while the PUT was on its way', async () => {
    const store = signedInStore();
    store.setState({ userInfo: ada });
    fetchMock.mockImplementation(async () => {
      // A sign-out in another tab.
      clearSignIn();
      return jsonResponse(200, { data: { ...ada, name: 'Grace' } });
    });

    await updateUserName(store, 'Grace');

    expect(window.localStorage.getItem(USER_INFO_KEY)).toBeNull();
    expect(store.getState().userInfo).toEqual(ada);
    expect(store.getState().mainLoader).toBe(false);
  });

  it('keeps the details of a user who signed in meanwhile', async () => {
    const store = signedInStore();
    const grace = { id: 'u2', name: 'Grace Hopper', email: 'grace@example.com', role: 'customer' as const };
    fetchMock.mockImplementation(async () => {
      // Another tab signed out and in as someone else.
      clearSignIn();
      storeSignIn(
        { sessionToken: 'tok-2', role: 'customer', tokenExpirationTimestamp: Date.now() + 60_000 },
        grace,
      );
      return jsonResponse(200, { data: { ...ada, name: 'Ada Byron' } });
    });

    await updateUserName(store, 'Ada Byron');

    expect(storedUserInfo()).toEqual(grace);
    expect(store.getState().userInfo).not.toEqual(expect.objectContaining({ name: 'Ada Byron' }));
  });

  it('rejects with the HttpError and still turns the main loader off', async () => {
    const store = signedInStore();
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: { code: 'validation_failed', message: 'Bad', fields: { name: 'required' } },
      }),
    );

    const failure = updateUserName(store, '   ');
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ code: 'validation_failed', fields: { name: 'required' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storedUserInfo()).toEqual(ada);
    expect(store.getState().mainLoader).toBe(false);
  });

  it('rejects without calling the API when nobody is signed in', async () => {
    const store = createConsoleStore();
    await expect(updateUserName(store, 'Grace')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
