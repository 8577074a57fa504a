import { z } from 'zod';

/**
 * The building blocks of the answers' schemas (docs/product.md, API). These describe what the server
 * writes, not what it accepts: the request bodies are lib/validations' own schemas (../requests.ts).
 * Rendered for answers, every object is closed (`additionalProperties: false`), so a field the server
 * starts sending without the document saying so fails the answers test (app/api/openapi-answers.test.ts).
 * The console's types of the answers are these schemas' (`z.output`, in lib/api/types.ts and
 * lib/api/contract/), imported as types only: a field is described once, here, for the document and the code.
 */

/** A moment as the server writes it: `Date.prototype.toISOString()`, UTC with milliseconds. */
export const instant = () => z.iso.datetime().meta({ examples: ['2026-03-05T10:42:00.123Z'] });

/** A row's id (PostgreSQL's gen_random_uuid()). */
export const uuid = () => z.guid();

/**
 * An email address as stored: what sign-up accepted (HTML's `<input type="email">` rule, which allows
 * `ann@localhost`), so no stricter format is promised here.
 */
export const emailAddress = () => z.string().meta({ description: 'An email address.' });

/** A count or a number of seconds. */
export const count = () => z.number().int().min(0);

/** `{data: …}`: how every JSON answer but sign-in's, the lists' totals and the health check wraps its object. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** A person as lists name them (an app's owner, a token's creator, an organisation's owners). */
export const ownerSchema = z
  .object({ id: uuid(), name: z.string(), email: emailAddress() })
  .meta({ id: 'Owner', description: 'A person, by id, name and email.' });
