'use client';

import { useLocale } from 'next-intl';

import { useApiResource } from '@/components/data/use-api-resource';
import { LoadError } from '@/components/feedback/load-error';
import { concernsApps } from '@/components/live/live-concerns';
import type { Locale } from '@/i18n/locales';
import { listApps } from '@/lib/api/apps';
import { getSdkGuide } from '@/lib/api/sdk-guide';

import { GuideDocument } from './guide-document';
import { GuideSkeleton } from './guide-skeleton';

/** The customer's SDK integration guide in the customer's language, filled in for one of their apps. */
export function SdkGuideView() {
  const locale = useLocale() as Locale;
  const guide = useApiResource(`sdk-guide:${locale}`, (baseUrl, token) =>
    getSdkGuide(baseUrl, token, locale),
  );
  const apps = useApiResource('apps', listApps, { live: concernsApps });

  const html = guide.data?.data.html;
  return (
    <div className="mt-6">
      {html !== undefined ? (
        <GuideDocument html={html} apps={apps} createAppHref="/app-management" />
      ) : guide.error ? (
        <LoadError error={guide.error} onRetry={guide.reload} />
      ) : (
        <GuideSkeleton />
      )}
    </div>
  );
}
