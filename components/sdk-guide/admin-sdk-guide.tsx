'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useDeferredValue, useEffect, useId, useRef, useState, type RefObject } from 'react';

import { useApiResource, type ApiResource } from '@/components/data/use-api-resource';
import { LoadError } from '@/components/feedback/load-error';
import type { Locale } from '@/i18n/locales';
import { adminListApps } from '@/lib/api/apps';
import { getSdkGuide, listGuideLanguages } from '@/lib/api/sdk-guide';
import type { App, ListResponse, SdkGuide } from '@/lib/api/types';

import { GuideDocument } from './guide-document';
import { GuideLanguagePicker } from './guide-language-picker';
import { GuideSkeleton } from './guide-skeleton';
import { SdkGuideEditor } from './sdk-guide-editor';
import { usePreviewHtml } from './use-preview-html';

function GuideWorkspace({
  initial,
  apps,
  unsavedRef,
  onSaved: onSavedElsewhere,
}: {
  initial: SdkGuide;
  apps: ApiResource<ListResponse<App>>;
  /** Set to whether the draft has unsavedRef changes, for the language choice above to ask first. */
  unsavedRef: RefObject<boolean>;
  onSaved: () => void;
}) {
  const t = useTranslations('SdkGuideEditor');
  const previewId = useId();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial.markdown);
  // Typing stays fluid on a long guide: the preview follows when React has time.
  const preview = usePreviewHtml(useDeferredValue(draft), saved);
  useEffect(() => {
    unsavedRef.current = draft !== saved.markdown;
  }, [unsavedRef, draft, saved.markdown]);
  const onSaved = (guide: SdkGuide) => {
    setSaved(guide);
    onSavedElsewhere();
  };

  return (
    <div className="space-y-8">
      <SdkGuideEditor saved={saved} draft={draft} onDraftChange={setDraft} onSaved={onSaved} />
      <section aria-labelledby={previewId} className="space-y-3">
        <div>
          <h2 id={previewId} className="text-base font-semibold text-slate-900 dark:text-white">
            {t('previewTitle')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('previewIntro')}</p>
        </div>
        <div lang={saved.locale}>
          <GuideDocument html={preview} apps={apps} createAppHref="/admin/app-management" admin />
        </div>
      </section>
    </div>
  );
}

/**
 * The admin copy of the guide: the same guide as customers read it, in the language chosen (the
 * admin's own at first), plus the editor. The preview shows the draft as it is typed, filled in for
 * any customer's app.
 */
export function AdminSdkGuide() {
  const t = useTranslations('SdkGuideEditor');
  const [locale, setLocale] = useState(useLocale() as Locale);
  const guide = useApiResource(`sdk-guide:${locale}`, (baseUrl, token) =>
    getSdkGuide(baseUrl, token, locale),
  );
  const apps = useApiResource('admin-apps', (baseUrl, token) => adminListApps(baseUrl, token));
  const languages = useApiResource('sdk-guide-languages', listGuideLanguages);
  const unsavedRef = useRef(false);
  const changeLocale = (next: Locale) => {
    // Another language replaces the draft: unsavedRef changes are given up only when the admin says so.
    if (unsavedRef.current && !window.confirm(t('languageSwitchWarning'))) return;
    unsavedRef.current = false;
    setLocale(next);
  };

  const loaded = guide.data?.data;
  return (
    <div className="mt-6 space-y-8">
      <GuideLanguagePicker locale={locale} languages={languages.data?.data} onChange={changeLocale} />
      {/* The answer for the chosen language only: while another one loads, its skeleton shows. */}
      {loaded && loaded.locale === locale && !guide.loading ? (
        // A save changes which languages are older than English.
        <GuideWorkspace
          key={locale}
          initial={loaded}
          apps={apps}
          unsavedRef={unsavedRef}
          onSaved={languages.reload}
        />
      ) : guide.error ? (
        <LoadError error={guide.error} onRetry={guide.reload} />
      ) : (
        <GuideSkeleton />
      )}
    </div>
  );
}
