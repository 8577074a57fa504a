import { userSource } from '@/lib/server/audit/record';
import { requireAdmin, requireUser } from '@/lib/server/auth/bearer';
import { getSdkGuide, saveSdkGuide } from '@/lib/server/domain/sdk-guide/guide';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { sdkGuideSchema } from '@/lib/validations/sdk-guide';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// 100,000 characters of markdown may take up to 4 bytes each in UTF-8, plus JSON escapes.
const MAX_GUIDE_BODY_BYTES = 1024 * 1024;

/** GET (bearer, anyone signed in) -> {data: SdkGuide}: the current guide, or the default one. */
export const GET = apiRoute(async (request: Request) => {
  await requireUser(request);
  return json({ data: await getSdkGuide() });
});

/**
 * PUT {data:{markdown, baseUpdatedAt?}} (bearer, admin) -> {data: SdkGuide}: saved as a new version;
 * 403 for customers. `baseUpdatedAt` is the `updatedAt` the draft started from (null: the default
 * guide): when another version was saved since, nothing is saved and the answer is 409 `edit_conflict`
 * with `current: {updatedAt, updatedBy}`, the newest version's. Without it the save always goes in.
 */
export const PUT = apiRoute(async (request: Request) => {
  const admin = await requireAdmin(request);
  const { markdown, baseUpdatedAt } = await validate(
    sdkGuideSchema,
    (await readJsonBody(request, MAX_GUIDE_BODY_BYTES)).data,
  );
  const result = await saveSdkGuide(markdown, admin.id, userSource(admin, request), baseUpdatedAt);
  if (result.conflict) {
    throw new ApiError(
      409,
      'edit_conflict',
      'Another version of the guide was saved since this one was loaded',
      { details: { current: result.conflict } },
    );
  }
  return json({ data: result.saved });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'PUT']);
