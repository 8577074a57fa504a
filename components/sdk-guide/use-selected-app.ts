'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

import type { App } from '@/lib/api/types';

/** `?app=<id>` opens the guide on one app (app management links here that way). */
const APP_PARAM = 'app';

/**
 * The app the guide is filled in for: the one named in the URL, else the newest. Choosing another
 * puts it in the URL, so the page can be reloaded or shared as it is.
 */
export function useSelectedApp(apps: readonly App[] | undefined) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const wanted = searchParams.get(APP_PARAM);
  const app = apps?.find((candidate) => candidate.id === wanted) ?? apps?.[0];

  const select = useCallback(
    (appId: string) => {
      const params = new URLSearchParams(searchParams.toString());
      params.set(APP_PARAM, appId);
      router.replace(`${pathname}?${params}`, { scroll: false });
    },
    [pathname, router, searchParams],
  );

  return { app, select };
}
