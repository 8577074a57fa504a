import { z } from 'zod';

import { appSchema } from '@/lib/api/openapi/schemas/apps';
import { count, instant } from '@/lib/api/openapi/schemas/common';

/** The dashboards' figures (lib/api/types.ts: Stats). */

export const seriesPointSchema = z
  .object({
    t: instant().meta({ description: 'The start of the hour or day.' }),
    online: count().meta({ description: 'Distinct devices seen in that hour or day.' }),
  })
  .meta({ id: 'SeriesPoint' });

export const statsSchema = z
  .object({
    apps: count(),
    devicesTotal: count(),
    devicesOnline: count(),
    active24h: count(),
    new7d: count(),
    hourly: z.array(seriesPointSchema).meta({ description: '24 points, oldest first.' }),
    daily: z.array(seriesPointSchema).meta({ description: '30 points, oldest first.' }),
    // One member per platform (PLATFORMS; type-checks.ts holds it to Record<Platform, number>).
    platforms: z.object({ android: count(), ios: count(), web: count(), other: count() }),
    recentApps: z.array(appSchema).meta({ description: 'Up to 5, newest first.' }),
  })
  .meta({ id: 'Stats' });
