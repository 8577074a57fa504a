import { z } from 'zod';

import { count, instant, uuid } from '@/lib/api/openapi/schemas/common';

/** Email channels (lib/api/contract/channels.ts; docs/product.md, Email channels). */
export const channelSchema = z
  .object({
    id: uuid(),
    name: z.string(),
    recipients: z.array(z.object({ id: uuid(), name: z.string() })).meta({
      description:
        'The members it mails, by id and name (their addresses are not answered). A member who has left the organisation is no longer listed or mailed.',
    }),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({
    id: 'EmailChannel',
    description:
      'Members of the organisation to whom the incidents of the apps whose alert rule lists the channel are mailed, each in their language.',
  });

export const channelTestSchema = z
  .object({
    sent: count().meta({ description: 'How many of its recipients the test email went to.' }),
    mailServer: z.boolean().meta({
      description: 'Whether the console has a mail server (SMTP_URL); without one, nothing is sent.',
    }),
  })
  .meta({ id: 'EmailChannelTest' });
