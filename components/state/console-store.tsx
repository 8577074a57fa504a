'use client';

import {
  createContext,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

import { createConsoleStore, type ConsoleState, type ConsoleStore } from '@/lib/state/store';

const ConsoleStoreContext = createContext<ConsoleStore | null>(null);

/**
 * Gives the page tree its console store (lib/state/store.ts), made once from `initial` (what the server
 * read from cookies and the environment), or `store` as a test hands it over.
 */
export function ConsoleStoreProvider({
  initial,
  store: given,
  children,
}: {
  initial?: Partial<ConsoleState>;
  store?: ConsoleStore;
  children: ReactNode;
}) {
  const [store] = useState(() => given ?? createConsoleStore(initial));
  return <ConsoleStoreContext value={store}>{children}</ConsoleStoreContext>;
}

/** The page's console store, to write to (`setState`) or read outside of rendering (`getState`). */
export function useConsoleStore(): ConsoleStore {
  const store = useContext(ConsoleStoreContext);
  if (!store) throw new Error('useConsoleStore needs a ConsoleStoreProvider above it');
  return store;
}

/**
 * What `select` picks from the console's state, drawn again when it changes. On the server and while
 * hydrating it reads the store as it is then, as the browser does after it: fields a layout started
 * (useHydrateConsoleState) render with their value in the first HTML. zustand's `useStore` would read
 * the state the store was made with there, so the first HTML would ignore them.
 */
export function useConsoleState<T>(select: (state: ConsoleState) => T): T {
  const store = useConsoleStore();
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

/** A new value of a field, or how to make it from the current one. */
export type ConsoleUpdate<V> = V | ((current: V) => V);

/** A setter of one field of the console's state, the same function on every render (for effects). */
export function useConsoleSetter<K extends keyof ConsoleState>(
  key: K,
): (update: ConsoleUpdate<ConsoleState[K]>) => void {
  const store = useConsoleStore();
  return useCallback(
    (update: ConsoleUpdate<ConsoleState[K]>) =>
      store.setState((state) => ({
        [key]:
          typeof update === 'function'
            ? (update as (current: ConsoleState[K]) => ConsoleState[K])(state[key])
            : update,
      })),
    [store, key],
  );
}

const hydrated = new WeakMap<ConsoleStore, Set<keyof ConsoleState>>();

/**
 * Starts fields of the store from what the server rendered with, once per store and field, before the
 * component's first read: a later render (or another page of the same tab) keeps what the client has
 * made of them since.
 */
export function useHydrateConsoleState(values: Partial<ConsoleState>): void {
  const store = useConsoleStore();
  const done = hydrated.get(store) ?? new Set();
  hydrated.set(store, done);
  const fresh = (Object.keys(values) as (keyof ConsoleState)[]).filter((key) => !done.has(key));
  if (fresh.length === 0) return;
  fresh.forEach((key) => done.add(key));
  store.setState(Object.fromEntries(fresh.map((key) => [key, values[key]])));
}
