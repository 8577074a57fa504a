/**
 * Helpers for the shell's unit tests (imported by *.test.tsx only): the providers a shell component
 * needs, a controllable `matchMedia` (jsdom has none), and a stored sign-in record.
 */
/** The shell tests' name for the shared provider render (a store and the English messages). */
export { renderWithIntl as renderWithProviders, type TestStore } from '@/test/render-with-intl';

interface FakeQuery {
  media: string;
  listeners: Set<() => void>;
}

/**
 * Installs `window.matchMedia` answering width queries from a settable window width, and the dark
 * colour-scheme query from a settable flag. `set()` fires the change listeners of every query whose
 * answer changed, as a browser does.
 */
export function installMatchMedia(initial: { width: number; dark?: boolean }) {
  const state = { width: initial.width, dark: initial.dark ?? false };
  const queries: FakeQuery[] = [];

  const matches = (media: string): boolean => {
    const min = /min-width:\s*(\d+)px/.exec(media);
    if (min) return state.width >= Number(min[1]);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(media);
    if (max) return state.width <= Number(max[1]);
    if (media.includes('prefers-color-scheme: dark')) return state.dark;
    return false;
  };

  window.matchMedia = (media: string) => {
    const query: FakeQuery = { media, listeners: new Set() };
    queries.push(query);
    return {
      media,
      get matches() {
        return matches(media);
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => query.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => query.listeners.delete(listener),
      addListener: (listener: () => void) => query.listeners.add(listener),
      removeListener: (listener: () => void) => query.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: state.width });

  return {
    set(next: { width?: number; dark?: boolean }) {
      const before = queries.map((query) => matches(query.media));
      Object.assign(state, next);
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: state.width });
      queries.forEach((query, index) => {
        if (matches(query.media) !== before[index]) query.listeners.forEach((listener) => listener());
      });
    },
  };
}

/** A valid stored sign-in record, as sign-in leaves it. */
export function storeRecord(role: 'customer' | 'admin', name = 'Ada Lovelace'): void {
  window.localStorage.setItem(
    'auth_token',
    JSON.stringify({ sessionToken: 'test-token', role, tokenExpirationTimestamp: Date.now() + 3_600_000 }),
  );
  window.localStorage.setItem(
    'user_info',
    JSON.stringify({ id: 'u1', name, email: 'ada@example.com', role }),
  );
}

/** Reads one cookie of the document by name. */
export function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Removes every cookie the document holds, between tests. */
export function clearCookies(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
