'use client';

import { useTranslations } from 'next-intl';

import { PLATFORMS, type Platform } from '@/lib/api/types';

import { NotReported } from './not-reported';

const isPlatform = (value: string): value is Platform => (PLATFORMS as readonly string[]).includes(value);

/** A platform in the user's language; a device that never said which shows "Not reported". */
export function PlatformName({ platform }: { platform: Platform | null }) {
  const t = useTranslations('DeviceColumns');
  if (!platform) return <NotReported />;
  // A platform newer than this console is shown as the API wrote it rather than failing.
  return <>{isPlatform(platform) ? t(`platforms.${platform}`) : platform}</>;
}
