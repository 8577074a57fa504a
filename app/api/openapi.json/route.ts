import { createOpenApiDocument } from '@/lib/api/openapi/document';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Built on the first call, then kept: the document depends on nothing but the code.
let built: ReturnType<typeof createOpenApiDocument> | undefined;

/**
 * GET (public) -> the API's OpenAPI 3.1 document (docs/automation.md, "The API's description"), written
 * from the zod schemas of lib/api/openapi.
 */
export const GET = apiRoute(async () => {
  built ??= createOpenApiDocument();
  return json(built);
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
