import { array, number, object, string, type InferType } from 'yup';

import { TOKEN_MAX_DAYS, TOKEN_NAME_MAX, TOKEN_SCOPES, type TokenScope } from '@/lib/auth/api-tokens';
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
 * organisation, and its lifetime in whole days (1 to 366; without it, TOKEN_DEFAULT_DAYS). `orgId` only for a personal token
 * (`POST /api/user/tokens`); an organisation token's organisation is in its path.
 */
export const newTokenSchema = object({
  name: requiredText().max(TOKEN_NAME_MAX, MAX_LENGTH),
  scopes: array(string<TokenScope>().required(REQUIRED).oneOf(TOKEN_SCOPES, ONE_OF))
    .strict()
    .typeError(REQUIRED)
    .required(REQUIRED)
    .min(1, REQUIRED),
  appId: string().strict().typeError(REQUIRED).trim().optional(),
  expiresInDays: number()
    .strict()
    .typeError(WHOLE_NUMBER)
    .integer(WHOLE_NUMBER)
    .min(1, MIN_NUMBER)
    .max(TOKEN_MAX_DAYS, MAX_NUMBER)
    .optional(),
});
export type NewTokenBody = InferType<typeof newTokenSchema>;

export const newPersonalTokenSchema = newTokenSchema.shape({ orgId: requiredText() });
