'use client';

import { useMemo } from 'react';

import { cx } from '@/components/shell/class-names';
import type { PlaceholderValues } from '@/lib/markdown/fill-placeholders';

import { CodeBlock } from './code-block';
import { MARKDOWN_PROSE } from './markdown-prose';
import { markdownToReact } from './markdown-to-react';

const NO_VALUES: PlaceholderValues = {};

/**
 * Parses sanitized HTML into an inert fragment: a template's content runs no script and loads no
 * image. Browser only (the guide is fetched there).
 */
function parseHtml(html: string): DocumentFragment | null {
  if (typeof document === 'undefined' || !html) return null;
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/**
 * Rendered markdown (HTML the server sanitized, lib/server/domain/sdk-guide/render.ts, or the editor's preview)
 * shown as React elements, with `values` filled into its placeholders and a copy button on every
 * code block. The page ships no markdown parser or sanitizer for it.
 */
export function MarkdownView({
  html,
  values = NO_VALUES,
  className,
}: {
  html: string;
  values?: PlaceholderValues;
  className?: string;
}) {
  const content = useMemo(() => {
    const fragment = parseHtml(html);
    if (!fragment) return null;
    return markdownToReact(fragment, {
      values,
      headingOffset: 1,
      renderCode: ({ key, code, language }) => <CodeBlock key={key} code={code} language={language} />,
    });
  }, [html, values]);
  return <div className={cx(MARKDOWN_PROSE, className)}>{content}</div>;
}
