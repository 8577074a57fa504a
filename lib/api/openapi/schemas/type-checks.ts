import type { z } from 'zod';

import type {
  AlertRules,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '@/lib/api/contract/alerts';
import type { ApiToken, CreatedApiToken } from '@/lib/api/contract/api-tokens';
import type { AuditChange, AuditEntry, AuditPage } from '@/lib/api/contract/audit';
import type { AuthResponse } from '@/lib/api/contract/auth';
import type {
  AdminOrg,
  AdminOrgList,
  InvitationPreview,
  OrgInvitation,
  OrgList,
  OrgMember,
  OrgSummary,
  SentInvitation,
} from '@/lib/api/contract/orgs';
import type {
  PasswordChanged,
  PasswordResetLink,
  PasswordResetRequested,
  UserSession,
} from '@/lib/api/contract/sessions';
import type {
  authResponseSchema,
  passwordChangedSchema,
  passwordResetLinkSchema,
  passwordResetRequestedSchema,
  platformRoleSchema,
  userSessionSchema,
} from '@/lib/api/openapi/schemas/account';
import type {
  contactMessagePageSchema,
  contactMessageSchema,
  customerSchema,
} from '@/lib/api/openapi/schemas/admin';
import type {
  alertRulesSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@/lib/api/openapi/schemas/alerts';
import type {
  adminAppListSchema,
  appIngestSchema,
  appKeyInfoSchema,
  appQuotaSchema,
  appSchema,
  appStatusSchema,
  ingestRefusalSchema,
  platformSchema,
} from '@/lib/api/openapi/schemas/apps';
import type { auditChangeSchema, auditEntrySchema, auditPageSchema } from '@/lib/api/openapi/schemas/audit';
import type { ownerSchema } from '@/lib/api/openapi/schemas/common';
import type {
  deviceChangeSchema,
  deviceDetailSchema,
  deviceSchema,
  deviceSessionSchema,
} from '@/lib/api/openapi/schemas/devices';
import type {
  adminOrgListSchema,
  adminOrgSchema,
  invitationPreviewSchema,
  orgInvitationSchema,
  orgListSchema,
  orgMemberSchema,
  orgSummarySchema,
  sentInvitationSchema,
} from '@/lib/api/openapi/schemas/orgs';
import type { sdkGuideLanguageSchema, sdkGuideSchema } from '@/lib/api/openapi/schemas/sdk-guide';
import type { seriesPointSchema, statsSchema } from '@/lib/api/openapi/schemas/stats';
import type {
  apiTokenSchema,
  createdApiTokenSchema,
  tokenScopeSchema,
} from '@/lib/api/openapi/schemas/tokens';
import type {
  AdminAppList,
  App,
  AppIngest,
  AppKeyInfo,
  AppQuota,
  AppStatus,
  ContactMessage,
  ContactMessagePage,
  Customer,
  Device,
  DeviceChange,
  DeviceDetail,
  DeviceSession,
  IngestRefusal,
  Owner,
  Platform,
  SdkGuide,
  SdkGuideLanguage,
  SeriesPoint,
  Stats,
} from '@/lib/api/types';
import type { TokenScope } from '@/lib/auth/api-tokens';
import type { Role } from '@/lib/auth/roles';

/**
 * Compile-time checks, run by `npm run typecheck`: each answer schema of the OpenAPI document describes
 * exactly the TypeScript type the console and the server share, so neither can change without the
 * other. A failing line names the pair that drifted. The answers' envelopes, typed by the server's own
 * functions, are checked against the server in app/api/openapi-answers.test.ts (lib/ cannot import it).
 */

/** True when A and B are the same type (not merely assignable either way). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Fails to compile unless given `true`. */
export type Expect<T extends true> = T;

type Of<S extends z.ZodType> = z.infer<S>;

export type AnswerSchemasMatchTheirTypes = [
  Expect<Equal<Of<typeof platformSchema>, Platform>>,
  Expect<Equal<Of<typeof appStatusSchema>, AppStatus>>,
  Expect<Equal<Of<typeof ownerSchema>, Owner>>,
  Expect<Equal<Of<typeof appQuotaSchema>, AppQuota>>,
  Expect<Equal<Of<typeof appSchema>, App>>,
  Expect<Equal<Of<typeof adminAppListSchema>, AdminAppList>>,
  Expect<Equal<Of<typeof appKeyInfoSchema>, AppKeyInfo>>,
  Expect<Equal<Of<typeof ingestRefusalSchema>, IngestRefusal>>,
  Expect<Equal<Of<typeof appIngestSchema>, AppIngest>>,
  Expect<Equal<Of<typeof deviceSchema>, Device>>,
  Expect<Equal<Of<typeof deviceSessionSchema>, DeviceSession>>,
  Expect<Equal<Of<typeof deviceChangeSchema>, DeviceChange>>,
  Expect<Equal<Of<typeof deviceDetailSchema>, DeviceDetail>>,
  Expect<Equal<Of<typeof seriesPointSchema>, SeriesPoint>>,
  Expect<Equal<Of<typeof statsSchema>, Stats>>,
  Expect<Equal<Of<typeof customerSchema>, Customer>>,
  Expect<Equal<Of<typeof contactMessageSchema>, ContactMessage>>,
  Expect<Equal<Of<typeof contactMessagePageSchema>, ContactMessagePage>>,
  Expect<Equal<Of<typeof sdkGuideSchema>, SdkGuide>>,
  Expect<Equal<Of<typeof sdkGuideLanguageSchema>, SdkGuideLanguage>>,
  Expect<Equal<Of<typeof auditChangeSchema>, AuditChange>>,
  Expect<Equal<Of<typeof auditEntrySchema>, AuditEntry>>,
  Expect<Equal<Of<typeof auditPageSchema>, AuditPage>>,
  Expect<Equal<Of<typeof tokenScopeSchema>, TokenScope>>,
  Expect<Equal<Of<typeof apiTokenSchema>, ApiToken>>,
  Expect<Equal<Of<typeof createdApiTokenSchema>, CreatedApiToken>>,
  Expect<Equal<Of<typeof orgSummarySchema>, OrgSummary>>,
  Expect<Equal<Of<typeof orgListSchema>, OrgList>>,
  Expect<Equal<Of<typeof orgMemberSchema>, OrgMember>>,
  Expect<Equal<Of<typeof orgInvitationSchema>, OrgInvitation>>,
  Expect<Equal<Of<typeof sentInvitationSchema>, SentInvitation>>,
  Expect<Equal<Of<typeof invitationPreviewSchema>, InvitationPreview>>,
  Expect<Equal<Of<typeof adminOrgSchema>, AdminOrg>>,
  Expect<Equal<Of<typeof adminOrgListSchema>, AdminOrgList>>,
  Expect<Equal<Of<typeof alertRulesSchema>, AlertRules>>,
  Expect<Equal<Of<typeof webhookEndpointSchema>, WebhookEndpoint>>,
  Expect<Equal<Of<typeof webhookEndpointWithSecretSchema>, WebhookEndpointWithSecret>>,
  Expect<Equal<Of<typeof webhookDeliverySchema>, WebhookDelivery>>,
  Expect<Equal<Of<typeof platformRoleSchema>, Role>>,
  Expect<
    Equal<
      Of<typeof authResponseSchema>,
      AuthResponse<{ id: string; name: string; email: string; role: Role }>
    >
  >,
  Expect<Equal<Of<typeof userSessionSchema>, UserSession>>,
  Expect<Equal<Of<typeof passwordChangedSchema>, PasswordChanged>>,
  Expect<Equal<Of<typeof passwordResetRequestedSchema>, PasswordResetRequested>>,
  Expect<Equal<Of<typeof passwordResetLinkSchema>, PasswordResetLink>>,
];
