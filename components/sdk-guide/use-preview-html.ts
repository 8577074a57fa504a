'use client';

import { useEffect, useMemo, useState } from 'react';

import type { SdkGuide } from '@/lib/api/types';

type Render = (markdown: string) => string;

/** The browser's markdown renderer: it comes with the editor, on request, never with the page. */
const loadRenderer = (): Promise<Render> =>
  import('@/lib/markdown/render-markdown').then((module) => module.renderMarkdown);

/**
 * The HTML the admin's preview shows: the server's rendering of the saved guide, or, once the draft
 * differs from it, the draft rendered in the browser. Until the renderer has arrived (it loads with
 * the editor), the saved guide stays in view.
 */
export function usePreviewHtml(draft: string, saved: SdkGuide): string {
  const [render, setRender] = useState<Render | null>(null);
  const edited = draft !== saved.markdown;
  useEffect(() => {
    if (!edited || render) return;
    let live = true;
    void loadRenderer().then((loaded) => {
      if (live) setRender(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [edited, render]);
  return useMemo(() => (edited && render ? render(draft) : saved.html), [edited, render, draft, saved.html]);
}
