/**
 * Validation messages are message keys of the `Validation` namespace, not English, so the same
 * schemas serve the forms (translated) and the API (which returns the keys per field).
 * A key that takes a number carries it after a colon: `minLength:8`.
 */
export type ValidationKey =
  | 'required'
  | 'oneOf'
  | 'email'
  | 'minLength'
  | 'maxLength'
  | 'characters'
  | 'controlCharacters'
  | 'taken'
  | 'wholeNumber'
  | 'minNumber'
  | 'maxNumber'
  | 'commonPassword'
  | 'wrongPassword'
  | 'passwordMismatch'
  | 'invalidCode'
  | 'maxItems'
  | 'nameTaken'
  | 'passkeyRejected'
  | 'endAfterStart'
  | 'inFuture';

/** The value is missing (or, at the API, of the wrong type). */
export const REQUIRED = 'required';
/** The value is there but not one of the allowed ones (a platform, a page size, a sort). */
export const ONE_OF = 'oneOf';
export const EMAIL = 'email';
/** The value has characters its format does not allow (bundle ids, device ids). */
export const CHARACTERS = 'characters';
/**
 * Free text (an app name, the guide) holds invisible characters the API refuses (control-characters.ts).
 * The API answers 'characters' for them in any field; a form with free text shows this key instead.
 */
export const CONTROL_CHARACTERS = 'controlCharacters';
/** The value must be unique and another record has it (an email address at sign-up); set by the API. */
export const TAKEN = 'taken';
/** A name that must be unique within its organisation (a saved view's) is another's; set by the API. */
export const NAME_TAKEN = 'nameTaken';
/** A count (a heartbeat quota) that is not a whole number of 0 or more: a fraction, a negative, text. */
export const WHOLE_NUMBER = 'wholeNumber';
/** A new password that is among the most used ones (lib/validations/common-passwords.ts). */
export const COMMON_PASSWORD = 'commonPassword';
/** The current password, asked for to change it, is not the account's; set by the API. */
export const WRONG_PASSWORD = 'wrongPassword';
/** The repeated new password differs from the first. */
export const PASSWORD_MISMATCH = 'passwordMismatch';
/** A two-factor code that is wrong, or was used already. */
export const INVALID_CODE = 'invalidCode';
/** A passkey the browser made that the server could not verify (or one the account holds already). */
export const PASSKEY_REJECTED = 'passkeyRejected';
/** A time span whose end is not after its start. */
export const END_AFTER_START = 'endAfterStart';
/** A moment that must still be to come. */
export const IN_FUTURE = 'inFuture';
/** The keys that carry a bound: `minLength:8` (fewer than 8 characters), `maxNumber:100`, ... */
export const minLength = (min: number) => `minLength:${min}`;
export const maxLength = (max: number) => `maxLength:${max}`;
export const minNumber = (min: number) => `minNumber:${min}`;
export const maxNumber = (max: number) => `maxNumber:${max}`;
/** A list or map with more than `max` entries (a device's attributes or tags). */
export const maxItems = (max: number) => `maxItems:${max}`;

export interface ParsedValidationMessage {
  key: ValidationKey;
  values: { min?: number; max?: number };
}

export const VALIDATION_KEYS: readonly ValidationKey[] = [
  'required',
  'oneOf',
  'email',
  'minLength',
  'maxLength',
  'characters',
  'controlCharacters',
  'taken',
  'wholeNumber',
  'minNumber',
  'maxNumber',
  'commonPassword',
  'wrongPassword',
  'passwordMismatch',
  'invalidCode',
  'maxItems',
  'nameTaken',
  'passkeyRejected',
  'endAfterStart',
  'inFuture',
];

export function parseValidationMessage(message: string): ParsedValidationMessage {
  const [rawKey, rawNumber] = message.split(':');
  const key = (VALIDATION_KEYS as readonly string[]).includes(rawKey)
    ? (rawKey as ValidationKey)
    : 'required';
  const n = Number(rawNumber);
  if (key === 'minLength' || key === 'minNumber') return { key, values: { min: n } };
  if (key === 'maxLength' || key === 'maxNumber' || key === 'maxItems') return { key, values: { max: n } };
  return { key, values: {} };
}
