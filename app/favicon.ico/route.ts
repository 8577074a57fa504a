/**
 * Browsers ask for /favicon.ico on their own where a document names no icon (before its head has come,
 * a download, some error pages): they get the console's icon (app/icon.svg) instead of a 404.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(null, { status: 308, headers: { Location: '/icon.svg' } });
}
