import { z } from 'zod';

import { appSchema } from '@/lib/api/openapi/schemas/apps';
import { count, instant } from '@/lib/api/openapi/schemas/common';
import type { Platform } from '@/lib/api/types';

/** The dashboards' figures (lib/api/types.ts: Stats). */

export const seriesPointSchema = z
  .object({
    t: instant().meta({ description: 'The start of the hour or day.' }),
    online: count().meta({ description: 'Distinct devices seen in that hour or day.' }),
  })
  .meta({ id: 'SeriesPoint' });

/**
 * One count per platform, written out so that the document lists each as a property of its own (a
 * record keyed by PLATFORMS would name them only in `propertyNames`); `satisfies` fails to compile
 * when PLATFORMS gains or loses a platform and this does not.
 */
const platformCounts = {
  android: count(),
  ios: count(),
  web: count(),
  other: count(),
} satisfies Record<Platform, z.ZodType>;

export const statsSchema = z
  .object({
    apps: count(),
    devicesTotal: count(),
    devicesOnline: count(),
    active24h: count(),
    new7d: count(),
    hourly: z.array(seriesPointSchema).meta({ description: '24 points, oldest first.' }),
    daily: z.array(seriesPointSchema).meta({ description: '30 points, oldest first.' }),
    platforms: z.object(platformCounts).meta({ description: 'Devices per platform.' }),
    recentApps: z.array(appSchema).meta({ description: 'Up to 5, newest first.' }),
  })
  .meta({ id: 'Stats' });
