import { z } from 'zod';

import { count, instant } from '@/lib/api/openapi/schemas/common';

/** Version adoption and regressions of an app (lib/api/contract/versions.ts; docs/product.md). */

const version = () => z.string().nullable().meta({ description: 'The app version; null: not reported.' });
const day = () => z.iso.date().meta({ examples: ['2026-12-01'] });
const share = () => z.number().min(0).max(1).meta({ description: 'A share of the active devices, 0 to 1.' });

export const versionAdoptionSchema = z
  .object({
    days: z
      .array(
        z.object({
          day: day(),
          active: count().meta({
            description: 'Devices active that day: first seen by its end, last seen since its start.',
          }),
          versions: z.array(z.object({ version: version(), devices: count() })).meta({
            description: 'The active devices by the version they ran at the end of the day (now, today).',
          }),
        }),
      )
      .meta({ description: 'The last 30 UTC days, oldest first.' }),
    versions: z
      .array(
        z.object({
          version: version(),
          devices: count().meta({ description: 'Active devices on it today.' }),
          share: share(),
          firstDay: day().nullable().meta({ description: 'The first day of the 30 with a device on it.' }),
          daysTo50: count().nullable().meta({
            description:
              'Days from its first day to the first with half the active devices on it; null: not reached, or it was there before the 30 days.',
          }),
          daysTo90: count().nullable().meta({ description: 'The same, to 90% of the active devices.' }),
        }),
      )
      .meta({
        description:
          'Every version seen in the 30 days, newest first (compared part by part, numbers as numbers).',
      }),
    newest: z.string().nullable().meta({ description: 'The newest version seen; null: none reported.' }),
    newestShare: share().meta({ description: 'The share of today’s active devices on the newest version.' }),
  })
  .meta({ id: 'VersionAdoption' });

const deviceVersionChange = {
  deviceId: z.string(),
  from: z.string(),
  to: z.string(),
  at: instant().meta({ description: 'When the device reported the new version.' }),
};

export const versionRegressionsSchema = z
  .object({
    versions: z
      .array(
        z.object({
          version: z.string(),
          downgrades: count().meta({
            description: 'Devices that went back from this version to an older one.',
          }),
          silent: count().meta({
            description: 'Devices that went silent within an hour of changing to this version.',
          }),
        }),
      )
      .meta({ description: 'Per version, newest first; only versions with a regression.' }),
    downgrades: z.array(z.object(deviceVersionChange)).meta({
      description: 'Version changes to an older version in the last 30 days, newest first, at most 100.',
    }),
    silent: z.array(z.object({ ...deviceVersionChange, lastSeen: instant() })).meta({
      description:
        'Devices whose last heartbeat came within an hour of their last version change and that are offline since, newest change first, at most 100.',
    }),
  })
  .meta({ id: 'VersionRegressions' });
