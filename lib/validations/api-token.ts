import { array, number, object, string } from 'yup';

import {
  ORG_TOKEN_SCOPES,
  TOKEN_MAX_DAYS,
  TOKEN_NAME_MAX,
  TOKEN_SCOPES,
  type TokenScope,
} from '@/lib/auth/api-tokens';
import { requiredText } from '@/lib/validations/fields';
import {
  MAX_LENGTH,
  MAX_NUMBER,
  MIN_NUMBER,
  ONE_OF,
  REQUIRED,
  WHOLE_NUMBER,
} from '@/lib/validations/messages';

/**
 * A new API token (docs/product.md, API tokens): a name, at least one scope, optionally one app of its
 * organisation, and its lifetime in whole days (1 to 366; without it, TOKEN_DEFAULT_DAYS). `orgId` only
 * for a personal token (`POST /api/user/tokens`); an organisation token's organisation is in its path.
 */
const scopesField = (allowed: readonly TokenScope[]) =>
  array(string<TokenScope>().required(REQUIRED).oneOf(allowed, ONE_OF))
    .strict()
    .typeError(REQUIRED)
    .required(REQUIRED)
    .min(1, REQUIRED);

/** `POST /api/orgs/<id>/tokens`: no members' scopes (ORG_TOKEN_SCOPES). */
export const newOrgTokenSchema = object({
  name: requiredText().max(TOKEN_NAME_MAX, MAX_LENGTH),
  scopes: scopesField(ORG_TOKEN_SCOPES),
  appId: string().strict().typeError(REQUIRED).trim().optional(),
  expiresInDays: number()
    .strict()
    .typeError(WHOLE_NUMBER)
    .integer(WHOLE_NUMBER)
    .min(1, MIN_NUMBER)
    .max(TOKEN_MAX_DAYS, MAX_NUMBER)
    .optional(),
});

/** `POST /api/user/tokens`: any scope, and the organisation it acts in. */
export const newPersonalTokenSchema = newOrgTokenSchema.shape({
  scopes: scopesField(TOKEN_SCOPES),
  orgId: requiredText(),
});
