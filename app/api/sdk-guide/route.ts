import { requireUser } from '@/lib/server/auth/bearer';
import { requireAdmin } from '@/lib/server/domain/access';
import { getSdkGuide, saveSdkGuide } from '@/lib/server/domain/sdk-guide';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json, withApiErrors } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { sdkGuideSchema } from '@/lib/validations/sdk-guide';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// 100,000 characters of markdown may take up to 4 bytes each in UTF-8, plus JSON escapes.
const MAX_GUIDE_BODY_BYTES = 1024 * 1024;

/** GET (bearer, anyone signed in) -> {data: SdkGuide}: the current guide, or the default one. */
export const GET = withApiErrors(async (request: Request) => {
  await requireUser(request);
  return json({ data: await getSdkGuide() });
});

/** PUT {data:{markdown}} (bearer, admin) -> {data: SdkGuide}: saved as a new version; 403 for customers. */
export const PUT = withApiErrors(async (request: Request) => {
  const admin = await requireAdmin(request);
  const { markdown } = await validate(
    sdkGuideSchema,
    (await readJsonBody(request, MAX_GUIDE_BODY_BYTES)).data,
  );
  return json({ data: await saveSdkGuide(markdown, admin.id) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'PUT']);
