import { z } from 'zod';

import { LOCALES } from '@/i18n/locales';
import { instant, uuid } from '@/lib/api/openapi/schemas/common';

/** The SDK integration guide (lib/api/types.ts: SdkGuide, SdkGuideLanguage). */

export const localeSchema = z
  .enum(LOCALES)
  .meta({ id: 'Locale', description: 'One of the console’s 15 languages.' });

const updatedBySchema = z.object({ id: uuid(), name: z.string() }).nullable();

export const sdkGuideSchema = z
  .object({
    locale: localeSchema.meta({
      description: 'The language of this text (English when the one asked for is not one).',
    }),
    markdown: z.string(),
    html: z.string().meta({ description: 'The markdown rendered and sanitized by the server.' }),
    updatedAt: instant().nullable().meta({ description: 'Null while it is the built-in default.' }),
    updatedBy: updatedBySchema,
  })
  .meta({ id: 'SdkGuide' });

export const sdkGuideLanguageSchema = z
  .object({
    locale: localeSchema,
    updatedAt: instant().nullable().meta({
      description: 'When the language’s text was last saved; null while it is the built-in default.',
    }),
    olderThanEnglish: z.boolean().meta({
      description:
        'Saved before English was last saved, or never saved while English was: it may lack English’s changes.',
    }),
  })
  .meta({ id: 'SdkGuideLanguage' });

/** `current` of a 409 edit_conflict: the newest version's. */
export const guideVersionSchema = z
  .object({ updatedAt: instant().nullable(), updatedBy: updatedBySchema })
  .meta({ id: 'GuideVersion' });
