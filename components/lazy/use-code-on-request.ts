'use client';

import { useCallback, useState } from 'react';

/**
 * Code fetched when the user reaches for it (a dialog, a drawer, the editor), not with the page
 * (bench/README.md): `prefetch` when its button is pointed at or focused, `request` when it is pressed.
 * `request` resolves to the code once it is there, and `code` holds it for rendering. When it cannot
 * be fetched (offline, or a new deployment has replaced the page's files) it resolves to null and
 * `failed` is set: nothing opens, the page stays as it was, and the next press tries again.
 */
export function useCodeOnRequest<T>(load: () => Promise<T>) {
  const [code, setCode] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);
  const request = useCallback(async (): Promise<T | null> => {
    try {
      const loaded = await load();
      setCode(() => loaded);
      setFailed(false);
      return loaded;
    } catch {
      setFailed(true);
      return null;
    }
  }, [load]);
  return { code, failed, prefetch, request };
}
