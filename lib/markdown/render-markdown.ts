import { createMarkdownRenderer, type MarkdownRenderer } from '@/lib/markdown/markdown-renderer';

let renderer: MarkdownRenderer | null | undefined;

/**
 * Sanitized HTML for the markdown, rendered in the browser: the editor's live preview, which follows
 * the admin's typing. It loads with the editor, never with a page; pages show the HTML the server
 * rendered (lib/server/domain/sdk-guide/render.ts). '' where there is no DOM to sanitize in.
 */
export function renderMarkdown(markdown: string): string {
  if (renderer === undefined)
    renderer = typeof window === 'undefined' ? null : createMarkdownRenderer(window);
  return renderer ? renderer(markdown) : '';
}
