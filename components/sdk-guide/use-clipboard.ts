'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Copied' stays on the button. */
const CONFIRMATION_MS = 2000;

export type ClipboardState = 'idle' | 'copied' | 'failed';

/**
 * Writes text to the clipboard (async Clipboard API). 'failed' when the browser refuses (no secure
 * context, no permission), so the button can say so instead of pretending.
 */
export function useClipboard() {
  const [state, setState] = useState<ClipboardState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), CONFIRMATION_MS);
  }, []);

  return { state, copy };
}
