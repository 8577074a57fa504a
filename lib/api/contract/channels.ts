import type { z } from 'zod';

import type { channelSchema, channelTestSchema } from '@/lib/api/openapi/schemas/channels';

/**
 * An email channel, as `GET /api/channels` lists it (docs/product.md, Email channels): members of the
 * organisation to whom the incidents of the apps whose alert rule lists it are mailed.
 */
export type EmailChannel = z.output<typeof channelSchema>;
export type EmailChannelTest = z.output<typeof channelTestSchema>;
