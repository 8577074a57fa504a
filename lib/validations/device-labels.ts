/**
 * The rules of a device's attribute keys and tags (docs/product.md, Attributes and tags), without zod:
 * the console's pages check with them too, and must not carry the schemas' library for that.
 * lib/validations/device-attributes.ts builds the API's schemas from them.
 */
export const ATTRIBUTE_MAX_KEYS = 20;
export const ATTRIBUTE_KEY_MAX_LENGTH = 40;
export const ATTRIBUTE_KEY_PATTERN = /^[a-z0-9_.-]+$/;
export const ATTRIBUTE_VALUE_MAX_LENGTH = 200;

/** A device's app version, model, OS and SDK version: at most this long (the heartbeat's details). */
export const DEVICE_FIELD_MAX_LENGTH = 64;

export function isAttributeKey(key: string): boolean {
  // `__proto__` fits the pattern, but an object read from JSON cannot keep it as a key of its own.
  return (
    key.length >= 1 &&
    key.length <= ATTRIBUTE_KEY_MAX_LENGTH &&
    ATTRIBUTE_KEY_PATTERN.test(key) &&
    key !== '__proto__'
  );
}

/**
 * A tag, set on devices in the console or the API (never by the device): 1-40 characters of
 * `[a-z0-9_.-]`, like an attribute's key. A device holds at most TAG_MAX_COUNT.
 */
export const TAG_MAX_LENGTH = 40;
export const TAG_MAX_COUNT = 50;
/** isTag as one pattern, for documents. */
export const TAG_PATTERN = /^[a-z0-9_.-]{1,40}$/;

export function isTag(tag: string): boolean {
  return TAG_PATTERN.test(tag);
}
