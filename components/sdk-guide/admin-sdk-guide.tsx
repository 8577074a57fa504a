'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useId, useState } from 'react';

import { useApiResource, type ApiResource } from '@/components/data/use-api-resource';
import { LoadError } from '@/components/feedback/load-error';
import { adminListApps } from '@/lib/api/apps';
import { getSdkGuide } from '@/lib/api/sdk-guide';
import type { App, ListResponse, SdkGuide } from '@/lib/api/types';

import { GuideDocument } from './guide-document';
import { GuideSkeleton } from './guide-skeleton';
import { SdkGuideEditor } from './sdk-guide-editor';
import { usePreviewHtml } from './use-preview-html';

function GuideWorkspace({ initial, apps }: { initial: SdkGuide; apps: ApiResource<ListResponse<App>> }) {
  const t = useTranslations('SdkGuideEditor');
  const previewId = useId();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial.markdown);
  // Typing stays fluid on a long guide: the preview follows when React has time.
  const preview = usePreviewHtml(useDeferredValue(draft), saved);

  return (
    <div className="mt-6 space-y-8">
      <SdkGuideEditor saved={saved} draft={draft} onDraftChange={setDraft} onSaved={setSaved} />
      <section aria-labelledby={previewId} className="space-y-3">
        <div>
          <h2 id={previewId} className="text-base font-semibold text-slate-900 dark:text-white">
            {t('previewTitle')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('previewIntro')}</p>
        </div>
        <GuideDocument html={preview} apps={apps} createAppHref="/admin/app-management" admin />
      </section>
    </div>
  );
}

/**
 * The admin copy of the guide: the same guide as customers read it, plus the editor. The preview
 * shows the draft as it is typed, filled in for any customer's app.
 */
export function AdminSdkGuide() {
  const guide = useApiResource('sdk-guide', getSdkGuide);
  const apps = useApiResource('admin-apps', (baseUrl, token) => adminListApps(baseUrl, token));

  const loaded = guide.data?.data;
  if (loaded) return <GuideWorkspace initial={loaded} apps={apps} />;
  return (
    <div className="mt-6">
      {guide.error ? <LoadError error={guide.error} onRetry={guide.reload} /> : <GuideSkeleton />}
    </div>
  );
}
