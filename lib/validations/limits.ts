/**
 * The lengths the forms and the API allow, apart from the schemas (fields.ts) so that a page can show
 * them (the new password's hint) without bringing zod into its first load.
 */
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 5000;
