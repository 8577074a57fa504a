import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ScrollToTop } from '@/components/shell/scroll-to-top';
import { renderWithProviders } from '@/test/components/shell';

declare const jest: typeof JestObject;

/** A matchMedia that answers only the reduced-motion query, as the user's system would. */
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = ((media: string) => ({
    media,
    matches: reduce && media.includes('prefers-reduced-motion: reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

const originalScrollTo = window.scrollTo;
let scroll: ReturnType<typeof jest.fn>;
beforeEach(() => {
  scroll = jest.fn();
  window.scrollTo = scroll as unknown as typeof window.scrollTo;
});
afterEach(() => {
  window.scrollTo = originalScrollTo;
  scrollTo(0);
});

describe('scroll to top and reduced motion', () => {
  it.each([
    [true, 'auto'],
    [false, 'smooth'],
  ])('with prefers-reduced-motion %s scrolls with behavior %s', async (reduce, behavior) => {
    prefersReducedMotion(reduce);
    const user = userEvent.setup();
    renderWithProviders(<ScrollToTop />);
    act(() => scrollTo(400));
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior });
  });
});
