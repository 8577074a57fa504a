'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { LoadError } from '@/components/feedback/load-error';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { LoadingOutline } from '@/components/shell/loading-outline';
import { SECONDARY_BUTTON } from '@/components/shell/styles';
import { getOpenApiDocument } from '@/lib/api/reference';

/**
 * The public API's reference (docs/automation.md), drawn by Redoc from /api/openapi.json. Redoc and its
 * styles are fetched by this page alone, after it has shown (bench/README.md: no other page's first
 * load carries them). Redoc's own words (Responses, Request samples…) come from this console's
 * messages; the document itself is in English, like the API's error messages.
 */
const loadRedoc = () => import('redoc').then((module) => module.RedocStandalone);

type Redoc = Awaited<ReturnType<typeof loadRedoc>>;

const LABEL_KEYS = [
  'enum',
  'enumSingleValue',
  'enumArray',
  'default',
  'deprecated',
  'example',
  'examples',
  'recursive',
  'arrayOf',
  'webhook',
  'const',
  'noResultsFound',
  'download',
  'downloadSpecification',
  'responses',
  'callbackResponses',
  'requestSamples',
  'responseSamples',
] as const;

/**
 * Redoc's colours and type, in the console's: its brand blue (the darker one where Redoc would lighten it
 * for small labels, which then lacked contrast) and its font.
 */
const THEME = {
  colors: { primary: { main: '#2452d9', light: '#1d41ad' } },
  typography: {
    fontFamily: 'var(--font-sans)',
    headings: { fontFamily: 'var(--font-sans)' },
    code: { fontFamily: 'var(--font-mono)' },
  },
  sidebar: { backgroundColor: '#f8fafc' },
  rightPanel: { backgroundColor: '#1e293b' },
};

function useRedoc() {
  const [redoc, setRedoc] = useState<Redoc | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadRedoc().then(
      (loaded) => current && setRedoc(() => loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return { redoc, failed, retry };
}

export function ApiReference() {
  const t = useTranslations('ApiReference');
  const tErrors = useTranslations('ApiErrors');
  const document = useApiResource('openapi', (baseUrl) => getOpenApiDocument(baseUrl));
  const { redoc: Redoc, failed, retry } = useRedoc();

  if (document.error) return <LoadError error={document.error} onRetry={document.reload} />;
  if (failed) {
    return (
      <div className="space-y-3">
        <CodeLoadFailed />
        <button type="button" className={SECONDARY_BUTTON} onClick={retry}>
          {tErrors('retry')}
        </button>
      </div>
    );
  }
  if (!Redoc || !document.data) {
    return (
      <LoadingOutline label={t('loading')} outlineClassName="flex gap-6">
        <div className="hidden h-96 w-56 rounded-xl skeleton-shape lg:block" />
        <div className="h-96 flex-1 rounded-xl skeleton-shape" />
      </LoadingOutline>
    );
  }
  const labels = Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`labels.${key}`)]));
  return (
    // Redoc draws on white whatever the console's theme: a document on the page, not part of its chrome.
    <div className="api-reference rounded-2xl border border-slate-200 bg-white text-slate-900 dark:border-slate-800">
      <Redoc
        spec={document.data}
        options={{
          labels,
          theme: THEME,
          scrollYOffset: 0,
          hideLoading: true,
          expandResponses: '200,201',
        }}
      />
    </div>
  );
}
