/**
 * A value the browser keeps in localStorage, the source of truth, and mirrors to a cookie that the
 * server reads for its first render, so nothing flashes: the display settings, the language, the time
 * zone, the sidebar, and (with its own lifetime and storage rules) the sign-in record. Each concern
 * declares its key, its codec and its cookie; what they share is here. Cookie names and formats stay
 * the concerns' own: the middleware and the server render read them.
 * Only the functions touch `window` and `document`, so the server may import a concern's declaration.
 */

/** A preference lasts a year, as it is not a credential. */
export const PREFERENCE_LIFETIME = 'Max-Age=31536000';

function isHttps(): boolean {
  return globalThis.location?.protocol === 'https:';
}

/**
 * A `document.cookie` assignment for a mirror: every path, Lax, and Secure on HTTPS. `lifetime` is its
 * `Max-Age=...` or `Expires=...`.
 */
export function mirrorCookie(name: string, value: string, lifetime: string, secure = isHttps()): string {
  return `${name}=${value}; Path=/; ${lifetime}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** How a value is written as a string, and read back: null where the string holds no valid value. */
export interface Codec<T> {
  encode: (value: T) => string;
  decode: (raw: string) => T | null;
}

/** A value stored as the string it is. */
export const TEXT_CODEC: Codec<string> = { encode: (value) => value, decode: (raw) => raw };

export interface PreferenceSpec<T> {
  /** The localStorage key; none when the cookie alone keeps the value. */
  key?: string;
  /** The cookie the server reads; none when the server does not need the value. */
  cookie?: string;
  /** The stored form, and the cookie's unless `cookieCodec` says otherwise. */
  codec: Codec<T>;
  cookieCodec?: Codec<T>;
}

export interface StoredPreference<T> {
  /** The stored value; null when there is none, it is not valid, or the browser refuses storage. */
  read: () => T | null;
  /** Stores the value (the cookie alone keeps it when the browser refuses storage) and mirrors it. */
  write: (value: T) => void;
  /** The cookie as this browser holds it, decoded; null without one. */
  readCookie: () => T | null;
  /** The `document.cookie` assignment that mirrors the value. */
  cookieFor: (value: T) => string;
  /** Whether a `storage` event is about this value (`null`: the whole storage was cleared). */
  isStorageKey: (key: string | null) => boolean;
}

export function storedPreference<T>({
  key,
  cookie,
  codec,
  cookieCodec = codec,
}: PreferenceSpec<T>): StoredPreference<T> {
  const cookieFor = (value: T) => mirrorCookie(cookie ?? '', cookieCodec.encode(value), PREFERENCE_LIFETIME);
  return {
    read() {
      if (key === undefined) return null;
      let raw: string | null;
      try {
        raw = window.localStorage.getItem(key);
      } catch {
        // Storage the browser refuses (a SecurityError) holds nothing; the page keeps the cookie's value.
        return null;
      }
      return raw === null ? null : codec.decode(raw);
    },
    write(value) {
      if (key !== undefined) {
        try {
          window.localStorage.setItem(key, codec.encode(value));
        } catch {
          // Storage refused: the cookie alone carries the value, for as long as the browser keeps it.
        }
      }
      if (cookie !== undefined) document.cookie = cookieFor(value);
    },
    readCookie() {
      if (cookie === undefined) return null;
      const prefix = `${cookie}=`;
      const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
      return entry === undefined ? null : cookieCodec.decode(entry.slice(prefix.length));
    },
    cookieFor,
    isStorageKey: (changed) => key !== undefined && (changed === null || changed === key),
  };
}
