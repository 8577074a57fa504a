'use client';

import { useAtomValue } from 'jotai';
import { useMemo, useSyncExternalStore } from 'react';

import type { App } from '@/lib/api/types';
import type { PlaceholderValues } from '@/lib/markdown/fill-placeholders';
import { runtimeConfigAtom } from '@/lib/state/runtime-config';

/** The SDK's one call (DESIGN 4): devices report themselves here with their app key. */
const HEARTBEAT_PATH = '/api/v1/devices/heartbeat';

const subscribeNever = () => () => undefined;

/**
 * What the guide's placeholders stand for: the chosen app's key (left as `{{APP_KEY}}` without an
 * app) and the ingest URL on the dashboard API host, or on this origin when the API is same-origin.
 */
export function useGuideValues(app: App | undefined): PlaceholderValues {
  const { dashboardApiUrl } = useAtomValue(runtimeConfigAtom);
  // The origin is only known in the browser; the server render has no guide to fill anyway.
  const origin = useSyncExternalStore(
    subscribeNever,
    () => window.location.origin,
    () => '',
  );
  const appKey = app?.appKey;
  return useMemo(() => {
    const values: Record<string, string> = { INGEST_URL: `${dashboardApiUrl || origin}${HEARTBEAT_PATH}` };
    if (appKey) values.APP_KEY = appKey;
    return values;
  }, [appKey, dashboardApiUrl, origin]);
}
