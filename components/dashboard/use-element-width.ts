'use client';

import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, kept up to date as it resizes, so the chart draws at its real size
 * (text stays legible on a phone instead of shrinking with a scaled viewBox). It is measured before the
 * first paint (a layout effect), since ResizeObserver reports only after one: a phone would otherwise
 * show a frame of the `fallback` width, wider than its screen. Where ResizeObserver is missing, the
 * first measure stays.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = Math.round(element.getBoundingClientRect().width);
    if (measured > 0) setWidth(measured);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry.contentRect.width);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, width] as const;
}
