/**
 * A stand-in for `next/navigation` in the jsdom unit tests, installed with
 * `jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'))` (a mock factory
 * cannot use the file's imports) and pointed at a page with `setNavigation()`.
 */
import { jest } from '@jest/globals';
import { useSyncExternalStore } from 'react';

type Navigate = (href: string, options?: { scroll?: boolean }) => void;

const listeners = new Set<() => void>();

function follow(href: string): void {
  if (!mockNavigation.followsLinks) return;
  mockNavigation.search = new URLSearchParams(href.split('?')[1] ?? '');
  listeners.forEach((listener) => listener());
}

/** Where the page is, and the router's recorded push() and replace() calls. */
export const mockNavigation = {
  pathname: '/',
  search: new URLSearchParams(),
  /** Whether push() and replace() change `search` and re-render its readers, as the app router does. */
  followsLinks: false,
  push: jest.fn<Navigate>((href) => follow(href)),
  replace: jest.fn<Navigate>((href) => follow(href)),
};

/** Puts the page at `pathname?search` and forgets the router calls of earlier tests. */
export function setNavigation({
  pathname,
  search = '',
  followsLinks = false,
}: {
  pathname: string;
  search?: string;
  followsLinks?: boolean;
}): void {
  Object.assign(mockNavigation, { pathname, search: new URLSearchParams(search), followsLinks });
  mockNavigation.push.mockClear();
  mockNavigation.replace.mockClear();
}

export function usePathname(): string {
  return mockNavigation.pathname;
}

export function useSearchParams(): URLSearchParams {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mockNavigation.search,
    // The server renders the page for the same address.
    () => mockNavigation.search,
  );
}

export function useRouter() {
  return {
    push: mockNavigation.push,
    replace: mockNavigation.replace,
    back: jest.fn(),
    forward: jest.fn(),
    refresh: jest.fn(),
    prefetch: jest.fn(),
  };
}
