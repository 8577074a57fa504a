'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, kept up to date as it resizes, so the chart draws at its real size
 * (text stays legible on a phone instead of shrinking with a scaled viewBox). Until measured, and where
 * ResizeObserver is missing, it is `fallback`.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry.contentRect.width);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, width] as const;
}
