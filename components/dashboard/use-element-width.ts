'use client';

import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, kept up to date as it resizes, so the chart draws at its real size
 * (text stays legible on a phone instead of shrinking with a scaled viewBox). `null` until the browser
 * has measured it: the server's render and hydration cannot know it, so the caller keeps the element's
 * place and draws nothing there yet (a server-rendered 640 px chart would overflow a phone's screen).
 * It is measured before the first paint of the browser's own render (a layout effect), since
 * ResizeObserver reports only after one. An element without a width yet (hidden, or a test's DOM) gets
 * `fallback`; where ResizeObserver is missing, the first measure stays.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = Math.round(element.getBoundingClientRect().width);
    setWidth(measured > 0 ? measured : fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry.contentRect.width);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);

  return [ref, width] as const;
}
