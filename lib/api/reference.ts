import { httpRequest } from '@/lib/http/client';

/** The OpenAPI 3.1 document of the public API, as the server describes it (app/api/openapi.json). */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  [key: string]: unknown;
}

/** Public, like the API's own description: no token needed, none sent. */
export function getOpenApiDocument(baseUrl: string): Promise<OpenApiDocument> {
  return httpRequest(`${baseUrl}/api/openapi.json`);
}
