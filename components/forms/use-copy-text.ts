'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** How long 'Copied' stays on screen. */
const CONFIRMATION_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

/** The old way, for pages without the async Clipboard API (plain HTTP, older browsers). */
function copyWithSelection(element: HTMLElement | null): boolean {
  if (!element) return false;
  const selection = window.getSelection();
  if (!selection) return false;
  selection.selectAllChildren(element);
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * Copies text to the clipboard. When the Clipboard API is missing or refuses (no permission, not a
 * secure context), it selects the text shown in `fallbackRef` and tries the legacy copy command; if
 * that fails too, the text stays selected and the state says 'failed', so the user can press Ctrl+C.
 */
export function useCopyText(fallbackRef: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string, beforeFallback?: () => void) => {
      clearTimeout(timer.current);
      let copied = false;
      try {
        if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
        await navigator.clipboard.writeText(text);
        copied = true;
      } catch {
        // The fallback selects what is on screen, so that must be the full text first (synchronously).
        beforeFallback?.();
        copied = copyWithSelection(fallbackRef.current);
      }
      setState(copied ? 'copied' : 'failed');
      if (copied) timer.current = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    },
    [fallbackRef],
  );

  return { state, copy };
}
