'use client';

import { useMemo } from 'react';

import { cx } from '@/components/shell/class-names';
import type { PlaceholderValues } from '@/lib/markdown/fill-placeholders';
import { renderMarkdownFragment } from '@/lib/markdown/render-markdown';

import { CodeBlock } from './code-block';
import { MARKDOWN_PROSE } from './markdown-prose';
import { markdownToReact } from './markdown-to-react';

const NO_VALUES: PlaceholderValues = {};

/**
 * Markdown, sanitized (lib/markdown) and shown as React elements, with `values` filled into its
 * placeholders and a copy button on every code block. Rendered in the browser only: the markdown is
 * fetched there, and the sanitizer needs a DOM.
 */
export function MarkdownView({
  markdown,
  values = NO_VALUES,
  className,
}: {
  markdown: string;
  values?: PlaceholderValues;
  className?: string;
}) {
  const content = useMemo(() => {
    const fragment = renderMarkdownFragment(markdown);
    if (!fragment) return null;
    return markdownToReact(fragment, {
      values,
      headingOffset: 1,
      renderCode: ({ key, code, language }) => <CodeBlock key={key} code={code} language={language} />,
    });
  }, [markdown, values]);
  return <div className={cx(MARKDOWN_PROSE, className)}>{content}</div>;
}
