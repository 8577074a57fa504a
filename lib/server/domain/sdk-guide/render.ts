import 'server-only';

import { JSDOM } from 'jsdom';

import {
  createMarkdownRenderer,
  type MarkdownRenderer,
  type RendererWindow,
} from '@/lib/markdown/markdown-renderer';

let renderer: MarkdownRenderer | undefined;

/** One jsdom window for the process: DOMPurify sanitizes in it (the browser never needs the renderer). */
function getRenderer(): MarkdownRenderer {
  if (!renderer) {
    const made = createMarkdownRenderer(new JSDOM('').window as unknown as RendererWindow);
    if (!made) throw new Error('DOMPurify cannot sanitize in jsdom');
    renderer = made;
  }
  return renderer;
}

// The guide is one document that changes when an admin saves it: the last few renderings are kept.
const CACHE_SIZE = 4;
const cache = new Map<string, string>();

/**
 * The guide's markdown as sanitized HTML (lib/markdown/markdown-renderer.ts), rendered on the server
 * so that pages ship no markdown parser or sanitizer.
 */
export function renderGuideHtml(markdown: string): string {
  const hit = cache.get(markdown);
  if (hit !== undefined) return hit;
  const html = getRenderer()(markdown);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(markdown, html);
  return html;
}
