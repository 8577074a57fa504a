import { otherMethods } from '@/lib/server/http/other-methods';
import { cronRoute } from '@/lib/server/jobs/cron-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (Bearer CRON_SECRET): runs the token-expiry job once (lib/server/jobs/registry.ts); 200 with what it did. */
export const GET = cronRoute('token-expiry');

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
