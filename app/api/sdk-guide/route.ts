import { userSource } from '@/lib/server/audit/record';
import { requireAdmin, requireUser } from '@/lib/server/auth/bearer';
import { getSdkGuide, saveSdkGuide } from '@/lib/server/domain/sdk-guide/guide';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { isGuideLocale, readGuideLocale } from '@/lib/validations/guide-locale';
import { ONE_OF } from '@/lib/validations/messages';
import { sdkGuideSchema } from '@/lib/validations/sdk-guide';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// 100,000 characters of markdown may take up to 4 bytes each in UTF-8, plus JSON escapes.
const MAX_GUIDE_BODY_BYTES = 1024 * 1024;

const badLocale = () =>
  new ApiError(400, 'validation_failed', 'The locale is not a language tag of this console', {
    fields: { locale: ONE_OF },
  });

/**
 * GET ?locale=<tag> (bearer, anyone signed in) -> {data: SdkGuide}: the guide in that language (its
 * current version, or its default one). A tag of another language ('ko'), or none, answers English;
 * a regional tag answers its language ('pt-BR': Portuguese); `data.locale` says which language came.
 * A malformed tag ('../x', 'english!') is 400 validation_failed.
 */
export const GET = apiRoute(async (request: Request) => {
  await requireUser(request);
  const locale = readGuideLocale(new URL(request.url).searchParams.get('locale'));
  if (!locale) throw badLocale();
  return json({ data: await getSdkGuide(locale) });
});

/**
 * PUT ?locale=<code> {data:{markdown, baseUpdatedAt?}} (bearer, admin) -> {data: SdkGuide}: saved as a
 * new version of that language (English without `locale`), the other languages left alone; a code that
 * is not exactly one of the console's languages is 400 (nothing falls back on a save); 403 for customers. `baseUpdatedAt` is the `updatedAt` the draft started from (null: the default
 * guide): when another version was saved since, nothing is saved and the answer is 409 `edit_conflict`
 * with `current: {updatedAt, updatedBy}`, the newest version's. Without it the save always goes in.
 */
export const PUT = apiRoute(async (request: Request) => {
  const admin = await requireAdmin(request);
  const tag = new URL(request.url).searchParams.get('locale') ?? 'en';
  if (!isGuideLocale(tag)) throw badLocale();
  const { markdown, baseUpdatedAt } = await validate(
    sdkGuideSchema,
    (await readJsonBody(request, MAX_GUIDE_BODY_BYTES)).data,
  );
  const result = await saveSdkGuide(tag, markdown, admin.id, userSource(admin, request), baseUpdatedAt);
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
