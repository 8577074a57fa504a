import { useEffect, useRef, type RefObject } from 'react';

import { focusables, keepTabInside } from '@/components/shell/keep-tab-inside';

/**
 * Keeps keyboard focus inside a modal while it is open: focus moves in on open (to `initialFocus`, or
 * the first control), Tab and Shift+Tab wrap around, Escape calls `onEscape`, and on close focus goes
 * back to whatever had it before, or to `returnFocus` when that is gone from the page (a menu item of
 * a menu that closed, the button of an app that was deleted).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  {
    onEscape,
    initialFocus,
    returnFocus,
  }: {
    onEscape: () => void;
    initialFocus?: RefObject<HTMLElement | null>;
    returnFocus?: RefObject<HTMLElement | null>;
  },
): void {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const previous =
      document.activeElement === document.body ? null : (document.activeElement as HTMLElement | null);
    const fallback = returnFocus?.current ?? null;
    (initialFocus?.current ?? focusables(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Handled here, so that nothing below (the narrow-screen sidebar) also reacts.
        event.preventDefault();
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      keepTabInside(event, container);
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      const returnTarget = previous?.isConnected ? previous : fallback;
      if (returnTarget?.isConnected) returnTarget.focus();
    };
    // The refs are read once per opening on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
