'use client';

import { usePlatformName } from '@/components/apps/use-platform-name';
import type { Platform } from '@/lib/api/types';

import { NotReported } from './not-reported';

/** A platform in the user's language; a device that never said which shows "Not reported". */
export function PlatformName({ platform }: { platform: Platform | null }) {
  const platformName = usePlatformName();
  return platform ? <>{platformName(platform)}</> : <NotReported />;
}
