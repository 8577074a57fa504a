import { acceptHeartbeat, APP_KEY_HEADER, HEARTBEAT_MAX_BODY_BYTES } from '@/lib/server/domain/heartbeat';
import { ingestPreflight, withIngestCors } from '@/lib/server/domain/ingest-cors';
import { apiRoute } from '@/lib/server/http/api-route';
import { clientIp } from '@/lib/server/http/client-ip';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST (header X-App-Key) {deviceId, platform?, osVersion?, model?, sdkVersion?, appVersion?}
 * -> 202 {data:{deviceId, online:true}} once committed; 401 invalid_app_key; 403 app_suspended; 429
 * rate_limited (+Retry-After: per device, per app, or per address after refused keys); 400 invalid_json /
 * validation_failed; 413 payload_too_large. Any origin. Under `npm start` the custom server answers this
 * address itself (custom-server/ingest-handler.ts); this handler serves deployments without it.
 */
export const POST = withIngestCors(
  apiRoute(
    async (request: Request) => {
      const { deviceId } = await acceptHeartbeat({
        appKey: request.headers.get(APP_KEY_HEADER),
        clientIp: clientIp(request),
        body: () => readJsonBody(request, HEARTBEAT_MAX_BODY_BYTES),
      });
      return json({ data: { deviceId, online: true } }, 202);
    },
    // SDKs call from any site; the app key, not a cookie, authenticates them: no CSRF origin check.
    { crossOrigin: true },
  ),
);

/** CORS preflight of browser SDKs. */
export function OPTIONS(): Response {
  return ingestPreflight();
}

/** The methods this endpoint does not take: 405 with `Allow`, readable by SDKs in web pages too. */
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST'], { wrap: withIngestCors });
