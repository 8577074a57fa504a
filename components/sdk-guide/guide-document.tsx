'use client';

import { useTranslations } from 'next-intl';

import type { ApiResource } from '@/components/data/use-api-resource';
import { LoadError } from '@/components/feedback/load-error';
import type { App, ListResponse } from '@/lib/api/types';

import { GuideAppPicker } from './guide-app-picker';
import { MarkdownView } from './markdown-view';
import { useGuideValues } from './use-guide-values';
import { useSelectedApp } from './use-selected-app';

/**
 * The guide as a customer reads it: the app picker, then the rendered markdown with that app's key
 * and the ingest URL filled into the snippets.
 */
export function GuideDocument({
  html,
  apps,
  createAppHref,
  admin = false,
}: {
  /** The guide's sanitized HTML (SdkGuide.html, or the editor's preview of the draft). */
  html: string;
  apps: ApiResource<ListResponse<App>>;
  createAppHref: string;
  admin?: boolean;
}) {
  const t = useTranslations('SdkGuide');
  const list = apps.data?.data;
  const { app, select } = useSelectedApp(list);
  const values = useGuideValues(app);

  return (
    <div className="space-y-5">
      {list ? (
        <GuideAppPicker
          apps={list}
          selectedId={app?.id}
          onSelect={select}
          createHref={createAppHref}
          admin={admin}
        />
      ) : apps.error ? (
        <LoadError compact error={apps.error} onRetry={apps.reload} />
      ) : (
        <div
          aria-hidden="true"
          className="h-[4.75rem] max-w-md animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none dark:bg-slate-800"
        />
      )}
      <article
        aria-label={t('documentLabel')}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <MarkdownView html={html} values={values} />
      </article>
    </div>
  );
}
