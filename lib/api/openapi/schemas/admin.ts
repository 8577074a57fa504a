import { z } from 'zod';

import { count, emailAddress, instant, uuid } from '@/lib/api/openapi/schemas/common';

/** What only platform admins read, and the public contact form (lib/api/types.ts: Customer, ContactMessage). */

export const customerSchema = z
  .object({
    id: uuid(),
    name: z.string(),
    email: emailAddress(),
    createdAt: instant(),
    appCount: count(),
    devicesTotal: count(),
  })
  .meta({ id: 'Customer' });

export const customerListSchema = z
  .object({ data: z.array(customerSchema), total: count() })
  .meta({ id: 'CustomerList' });

export const contactMessageSchema = z
  .object({ id: uuid(), name: z.string(), email: emailAddress(), message: z.string(), createdAt: instant() })
  .meta({ id: 'ContactMessage' });

export const contactMessagePageSchema = z
  .object({
    data: z.array(contactMessageSchema),
    total: count(),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `before` for the next, older page; null on the last page.' }),
  })
  .meta({ id: 'ContactMessagePage' });

export const contactReceivedSchema = z
  .object({ id: uuid(), createdAt: instant() })
  .meta({ id: 'ContactReceived' });
