'use client';

import { useCallback, useEffect, useEffectEvent, useState } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { HttpError } from '@/lib/http/client';

export interface ApiResource<T> {
  data: T | undefined;
  error: HttpError | undefined;
  /** True while a request is under way (the first one and every reload). */
  loading: boolean;
  /** Fetches again, keeping the current data on screen until the answer arrives. */
  reload: () => void;
}

interface Settled<T> {
  request: string;
  data: T | undefined;
  error: HttpError | undefined;
}

function asHttpError(error: unknown): HttpError {
  return error instanceof HttpError ? error : new HttpError(0, 'network_error', String(error));
}

/**
 * Loads one resource from the dashboard API and reloads it when `key` changes (for example the query
 * string). Answers to superseded requests are dropped, so a slow old page never replaces a new one.
 */
export function useApiResource<T>(
  key: string,
  call: (baseUrl: string, token: string) => Promise<T>,
): ApiResource<T> {
  const api = useDashboardApi();
  const [generation, setGeneration] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>();
  const request = `${generation}:${key}`;
  const fetchNow = useEffectEvent(() => api(call));

  useEffect(() => {
    let current = true;
    fetchNow().then(
      (data) => current && setSettled({ request, data, error: undefined }),
      (reason: unknown) =>
        current && setSettled((previous) => ({ request, data: previous?.data, error: asHttpError(reason) })),
    );
    return () => {
      current = false;
    };
  }, [request]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data: settled?.data, error: settled?.error, loading: settled?.request !== request, reload };
}
