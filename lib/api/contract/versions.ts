import type { z } from 'zod';

import type { versionAdoptionSchema, versionRegressionsSchema } from '@/lib/api/openapi/schemas/versions';

/**
 * An app's version adoption (`GET /api/apps/<id>/versions`) and regressions (`GET /api/apps/<id>/
 * regressions`), read from the devices' version history (docs/product.md, Version adoption).
 */
export type VersionAdoption = z.output<typeof versionAdoptionSchema>;
export type VersionRegressions = z.output<typeof versionRegressionsSchema>;
