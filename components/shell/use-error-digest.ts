import { useEffect } from 'react';

/**
 * Logs a route group's error to the browser console and returns its digest, the reference that lets
 * operators find the server log; never the message or stack, which must not reach the user.
 */
export function useErrorDigest(error: unknown): string | null {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return error && typeof error === 'object' && typeof (error as { digest?: unknown }).digest === 'string'
    ? (error as { digest: string }).digest
    : null;
}
