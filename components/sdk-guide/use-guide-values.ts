'use client';

import { useMemo, useSyncExternalStore } from 'react';

import { useConsoleState } from '@/components/state/console-store';
import type { App } from '@/lib/api/types';
import type { PlaceholderValues } from '@/lib/markdown/fill-placeholders';

/** The SDK's one call (docs/product.md, API): devices report themselves here with their app key. */
const HEARTBEAT_PATH = '/api/v1/devices/heartbeat';

const subscribeNever = () => () => undefined;

/**
 * What the guide's placeholders stand for: the chosen app's key, else `keyStandIn` (the apps are
 * loading or failed to load: a marker saying so, never a copyable `{{APP_KEY}}`), else the placeholder
 * as written (no app at all, which the picker explains); and the ingest URL on the dashboard API host,
 * or on this origin when the API is same-origin.
 */
export function useGuideValues(app: App | undefined, keyStandIn?: string): PlaceholderValues {
  const { dashboardApiUrl } = useConsoleState((state) => state.runtimeConfig);
  // The origin is only known in the browser; the server render has no guide to fill anyway.
  const origin = useSyncExternalStore(
    subscribeNever,
    () => window.location.origin,
    () => '',
  );
  const appKey = app?.appKey;
  return useMemo(() => {
    const values: Record<string, string> = { INGEST_URL: `${dashboardApiUrl || origin}${HEARTBEAT_PATH}` };
    const key = appKey ?? keyStandIn;
    if (key) values.APP_KEY = key;
    return values;
  }, [appKey, keyStandIn, dashboardApiUrl, origin]);
}
