import { z } from 'zod';

import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS } from '@/lib/api/contract/audit';
import { count, instant } from '@/lib/api/openapi/schemas/common';

/** The audit log (lib/api/contract/audit.ts; docs/product.md, Audit log). */

export const auditActionSchema = z.enum(AUDIT_ACTIONS).meta({ id: 'AuditAction' });

export const auditChangeSchema = z
  .object({
    field: z.string(),
    before: z.string().nullable().meta({ description: 'Null: none, or not shown because it is a secret.' }),
    after: z.string().nullable(),
  })
  .meta({ id: 'AuditChange' });

export const auditEntrySchema = z
  .object({
    id: z.string().meta({ examples: ['1042'] }),
    at: instant(),
    actor: z.object({
      id: z.string().nullable(),
      name: z.string().nullable(),
      role: z
        .enum(['customer', 'admin', 'system'])
        .nullable()
        .meta({ description: '`system`: the console’s own jobs; null: nobody proved who they are.' }),
      viaToken: z
        .object({
          id: z.string(),
          name: z.string().meta({ description: 'The token’s name when it was used.' }),
        })
        .nullable()
        .meta({
          description:
            'The API token the actor acted through (an organisation token names its creator as the actor); null: a signed-in session, a sign-in or the system.',
        }),
    }),
    action: auditActionSchema,
    target: z.object({ kind: z.enum(AUDIT_TARGET_KINDS), id: z.string().nullable(), label: z.string() }),
    summary: z.array(auditChangeSchema),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });

export const auditPageSchema = z
  .object({
    data: z.array(auditEntrySchema),
    total: count(),
    totalIsEstimate: z
      .literal(true)
      .optional()
      .meta({ description: 'Present when `total` is an estimate (more than 10,000 entries).' }),
  })
  .meta({ id: 'AuditPage' });

export const auditCursorPageSchema = z
  .object({
    data: z.array(auditEntrySchema),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `cursor` for the next page; null on the last page.' }),
  })
  .meta({ id: 'AuditCursorPage' });
