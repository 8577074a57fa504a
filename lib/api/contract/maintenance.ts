import type { z } from 'zod';

import type { maintenanceWindowSchema } from '@/lib/api/openapi/schemas/alerts';
import type { maintenanceWindowSchema as newWindowSchema } from '@/lib/validations/alerts';

/**
 * Maintenance windows (docs/product.md, Maintenance windows): once, from one moment to another, or every
 * week, on a weekday from a time for a number of minutes, in a time zone.
 */
export const MAINTENANCE_KINDS = ['once', 'weekly'] as const;
export type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number];

/** A window as the API answers it, with whether it is on now. */
export type MaintenanceWindow = z.output<typeof maintenanceWindowSchema>;

/** A new window as the API takes it (POST …/maintenance-windows). */
export type NewMaintenanceWindow = z.input<typeof newWindowSchema>;
