import {
  AUTH_TOKEN_KEY,
  USER_INFO_KEY,
  clearSignIn,
  isExpired,
  parseSignInRecord,
  readStoredRecord,
  readStoredUserInfo,
  serializeRecordCookie,
  storeSignIn,
  syncRecordCookie,
  type SignInRecord,
} from '@/lib/auth/sign-in-record';

const future = Date.now() + 3_600_000;
const record: SignInRecord = { sessionToken: 'abc.def', role: 'admin', tokenExpirationTimestamp: future };

function cookieJar(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

afterEach(() => {
  localStorage.clear();
  document.cookie = 'auth_token=; Path=/; Max-Age=0';
});

describe('parseSignInRecord', () => {
  it('reads plain and URI-encoded JSON', () => {
    expect(parseSignInRecord(JSON.stringify(record))).toEqual(record);
    expect(parseSignInRecord(encodeURIComponent(JSON.stringify(record)))).toEqual(record);
  });

  it.each([
    ['empty', ''],
    ['not JSON', 'abc'],
    ['broken encoding', '%E0%A4%A'],
    ['an array', '[]'],
    ['no token', JSON.stringify({ ...record, sessionToken: '' })],
    ['unknown role', JSON.stringify({ ...record, role: 'root' })],
    ['expiry as text', JSON.stringify({ ...record, tokenExpirationTimestamp: String(future) })],
  ])('rejects %s', (_label, raw) => {
    expect(parseSignInRecord(raw)).toBeNull();
  });

  it('drops fields it does not know', () => {
    expect(parseSignInRecord(JSON.stringify({ ...record, extra: 1 }))).toEqual(record);
  });
});

describe('isExpired', () => {
  it('compares the expiry with the current time in milliseconds', () => {
    expect(isExpired(record, future - 1)).toBe(false);
    expect(isExpired(record, future)).toBe(true);
  });
});

describe('serializeRecordCookie', () => {
  it('writes the cookie copy that expires with the token', () => {
    const cookie = serializeRecordCookie(record, true);
    expect(cookie).toContain(`auth_token=${encodeURIComponent(JSON.stringify(record))}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('; Secure');
    expect(cookie).toContain(`Expires=${new Date(future).toUTCString()}`);
    expect(serializeRecordCookie(record, false)).not.toContain('Secure');
  });
});

describe('browser storage', () => {
  it('stores the record, the user and the cookie copy together', () => {
    storeSignIn(record, { name: 'Ada' });
    expect(JSON.parse(localStorage.getItem(AUTH_TOKEN_KEY) as string)).toEqual(record);
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY) as string)).toEqual({ name: 'Ada' });
    expect(parseSignInRecord(cookieJar().auth_token)).toEqual(record);
    expect(readStoredRecord()).toEqual(record);
    expect(readStoredUserInfo()).toEqual({ name: 'Ada' });
  });

  it('clears every trace on sign-out', () => {
    storeSignIn(record, { name: 'Ada' });
    localStorage.setItem('user:u1:first_run_checklist', 'shown');
    document.cookie = 'first_run_checklist=u1:shown; Path=/';
    clearSignIn();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
    expect(localStorage.getItem('user:u1:first_run_checklist')).toBeNull();
    expect(cookieJar().auth_token).toBeUndefined();
    expect(cookieJar().first_run_checklist).toBeUndefined();
  });

  it('re-writes the cookie from localStorage, the source of truth', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, JSON.stringify(record));
    syncRecordCookie();
    expect(parseSignInRecord(cookieJar().auth_token)).toEqual(record);
    localStorage.removeItem(AUTH_TOKEN_KEY);
    syncRecordCookie();
    expect(cookieJar().auth_token).toBeUndefined();
  });

  it('ignores a user_info that is not a user', () => {
    localStorage.setItem(USER_INFO_KEY, '"just text"');
    expect(readStoredUserInfo()).toBeNull();
  });
});
