import { createDocument, type ZodOpenApiPathsObject, type oas31 } from 'zod-openapi';

import { HEADERS, RESPONSES, SECURITY_SCHEMES, TAGS } from '@/lib/api/openapi/components';
import { ERROR_EXAMPLES } from '@/lib/api/openapi/errors';
import { operation, type OperationSpec } from '@/lib/api/openapi/operation';
import { ADMIN_OPERATIONS } from '@/lib/api/openapi/operations/admin';
import { APP_OPERATIONS } from '@/lib/api/openapi/operations/apps';
import { AUTH_OPERATIONS } from '@/lib/api/openapi/operations/auth';
import { DEVICE_OPERATIONS } from '@/lib/api/openapi/operations/devices';
import { INCIDENT_OPERATIONS } from '@/lib/api/openapi/operations/incidents';
import { ORG_OPERATIONS } from '@/lib/api/openapi/operations/orgs';
import { SYSTEM_OPERATIONS } from '@/lib/api/openapi/operations/system';

/**
 * The OpenAPI 3.1 document of the API (`GET /api/openapi.json`; docs/automation.md, "The API's
 * description"): every operation of `app/api/**\/route.ts`, written from the zod schemas of its answers
 * (./schemas), its parameters (./parameters.ts) and the request bodies the routes validate with
 * (./requests.ts). lib/api/openapi/contract.test.ts holds it to the routes, app/api/openapi-answers.test.ts
 * to the answers, and `npm run lint:openapi` to the specification.
 */

export const OPERATIONS: readonly OperationSpec[] = [
  ...AUTH_OPERATIONS,
  ...ORG_OPERATIONS,
  ...APP_OPERATIONS,
  ...DEVICE_OPERATIONS,
  ...INCIDENT_OPERATIONS,
  ...ADMIN_OPERATIONS,
  ...SYSTEM_OPERATIONS,
];

const DESCRIPTION = `
Fleetdeck's API: the calls the console makes, open to scripts and CI with an API token.

- **Authentication.** \`Authorization: Bearer <token>\`: an API token (\`fdp_…\` personal, \`fdo_…\`
  organisation) on the calls that list a scope, or a signed-in session's token (POST /api/v1/auth/login).
  A token on a call that takes sessions only is refused with 403 \`session_required\`.
- **Organisation.** Calls about an organisation's things act in the one \`X-Fleetdeck-Org\` names, else the
  caller's active one; a token acts in its own.
- **Errors** are JSON \`{"error": {"code", "message", "fields"?}}\`; each answer lists its codes (\`x-error-codes\`).
  A method a path does not take answers 405 \`method_not_allowed\` with \`Allow\`; an unknown path 404 \`not_found\`.
- **Rate limit.** Every call an API token makes counts against its limit; its answers carry \`RateLimit-Limit\`,
  \`RateLimit-Remaining\` and \`RateLimit-Reset\`, and past the limit 429 \`rate_limited\` with \`Retry-After\`.
- **Retries.** The calls that create take an \`Idempotency-Key\`; a retry gets the first answer
  (\`Idempotent-Replayed: true\`).
- **Pages.** The devices and audit lists take \`cursor\` (empty first, then \`nextCursor\`) besides numbered pages.

docs/automation.md has worked examples of each: create a token, list the offline devices of an app, rotate an
app key from CI, wait when the rate limit is reached, create once and retry safely. The rules behind them are in
docs/product.md ("API", "API tokens", "Cursor pages", "Retries").
`.trim();

/** The document, built from the operations. */
export function createOpenApiDocument(): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const spec of OPERATIONS) {
    paths[spec.path] = { ...paths[spec.path], [spec.method]: operation(spec) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Fleetdeck API',
      version: '1',
      description: DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This console.' }],
    tags: [...TAGS],
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      headers: HEADERS,
      responses: RESPONSES,
      examples: ERROR_EXAMPLES,
    },
  });
}
