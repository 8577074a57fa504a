'use client';

import { useTranslations } from 'next-intl';

import type { ApiResource } from '@/components/data/use-api-resource';
import { LoadError } from '@/components/feedback/load-error';
import type { App, ListResponse } from '@/lib/api/types';

import { GuideAppPicker } from './guide-app-picker';
import { GuideIngest } from './guide-ingest';
import { MarkdownView } from './markdown-view';
import { useGuideValues } from './use-guide-values';
import { useSelectedApp } from './use-selected-app';

const KEY_NOTE = 'text-xs text-slate-600 dark:text-slate-400';

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
  // Until the apps are there, the snippets say the key is loading or missing: nothing to copy by mistake.
  const keyState = list ? null : apps.error ? 'failed' : 'loading';
  const standIn = keyState ? t(`appKey.${keyState}StandIn`) : undefined;
  const values = useGuideValues(app, standIn);
  const keyNote =
    keyState && standIn
      ? t.rich(`appKey.${keyState}`, {
          standIn,
          code: (chunks) => <code className="font-mono">{chunks}</code>,
        })
      : null;

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
        <div className="space-y-2">
          <LoadError compact error={apps.error} onRetry={apps.reload} />
          <p className={KEY_NOTE}>{keyNote}</p>
        </div>
      ) : (
        <div className="min-h-[4.75rem] max-w-md space-y-2">
          <div
            aria-hidden="true"
            className="h-10 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none dark:bg-slate-800"
          />
          <p className={KEY_NOTE}>{keyNote}</p>
        </div>
      )}
      {app && !admin ? (
        // Whether the app's heartbeats arrive, and why some were refused.
        <GuideIngest key={app.id} app={app} />
      ) : null}
      <article
        aria-label={t('documentLabel')}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <MarkdownView html={html} values={values} />
      </article>
    </div>
  );
}
