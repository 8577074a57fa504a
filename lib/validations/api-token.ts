import { z } from 'zod';

import {
  ORG_TOKEN_SCOPES,
  TOKEN_MAX_DAYS,
  TOKEN_NAME_MAX,
  TOKEN_SCOPES,
  type TokenScope,
} from '@/lib/auth/api-tokens';
import { oneOf, requiredText, text, wholeNumber } from '@/lib/validations/fields';
import { maxLength, maxNumber, minNumber, REQUIRED } from '@/lib/validations/messages';

/**
 * A new API token (docs/product.md, API tokens): a name, at least one scope, optionally one app of its
 * organisation, and its lifetime in whole days (1 to 366; without it, TOKEN_DEFAULT_DAYS). `orgId` only
 * for a personal token (`POST /api/user/tokens`); an organisation token's organisation is in its path.
 */
const scopesField = (allowed: readonly TokenScope[]) =>
  z.array(oneOf(allowed), { error: REQUIRED }).min(1, REQUIRED);

/** `POST /api/orgs/<id>/tokens`: no members' scopes (ORG_TOKEN_SCOPES). */
export const newOrgTokenSchema = z.object({
  name: requiredText().max(TOKEN_NAME_MAX, maxLength(TOKEN_NAME_MAX)),
  scopes: scopesField(ORG_TOKEN_SCOPES),
  appId: text().trim().optional(),
  expiresInDays: wholeNumber().min(1, minNumber(1)).max(TOKEN_MAX_DAYS, maxNumber(TOKEN_MAX_DAYS)).optional(),
});

/** `POST /api/user/tokens`: any scope, and the organisation it acts in. */
export const newPersonalTokenSchema = newOrgTokenSchema.extend({
  scopes: scopesField(TOKEN_SCOPES),
  orgId: requiredText(),
});
