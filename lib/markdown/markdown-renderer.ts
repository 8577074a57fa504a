import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import { Marked } from 'marked';

import { ALLOWED_ATTR, ALLOWED_TAGS } from '@/lib/markdown/allow-list';
import { createSlugger } from '@/lib/markdown/slug';

/**
 * The one markdown renderer of the console (the SDK guide and its editor's preview): GitHub-flavoured
 * markdown by `marked`, then DOMPurify with an allow-list made for documents. The guide is written by
 * admins and read by every customer, so nothing that runs code or restyles the console survives:
 * no scripts, event handlers, `javascript:` links, frames, forms, styles or class names (only the
 * `language-*` class of code blocks). Links get `rel="noopener noreferrer"`; headings get ids.
 * No other `id` or `name` survives: an element named by the author (`<div id="__next">`) would shadow
 * a global or a document property the console's scripts read (DOM clobbering).
 *
 * DOMPurify needs a DOM: the server hands it a jsdom window (lib/server/domain/sdk-guide/render.ts, the guide as the
 * API serves it), the browser its own (lib/markdown/render-markdown.ts, the editor's live preview).
 */
const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Belt and braces: these are outside the allow-list already.
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'form',
    'link',
    'meta',
    'base',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'target', 'name'],
};

const CODE_LANGUAGE_CLASS = /^language-[\w+#.-]+$/;
const HEADING = /^H[1-6]$/;

/** Renders markdown to sanitized HTML. */
export type MarkdownRenderer = (markdown: string) => string;

/** What the renderer needs of a window: the browser's, or jsdom's on the server. */
export type RendererWindow = WindowLike & { document: Document; Element: typeof Element };

/**
 * A renderer bound to one window, with a DOMPurify instance of its own, so its hooks never affect
 * another user of the library. Null when DOMPurify cannot work in that window.
 */
export function createMarkdownRenderer(window: RendererWindow): MarkdownRenderer | null {
  const purifier = DOMPurify(window);
  if (!purifier.isSupported) return null;
  // Headings this renderer makes carry their id behind a prefix drawn afresh for each document, which
  // the author cannot know: the only ids kept, without it.
  let headingMark = '';
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof window.Element)) return;
    const tag = node.tagName;
    const id = node.getAttribute('id');
    if (id !== null && HEADING.test(tag) && id.startsWith(headingMark)) {
      node.setAttribute('id', id.slice(headingMark.length));
    } else if (id !== null) node.removeAttribute('id');
    const className = node.getAttribute('class');
    if (className !== null && !(tag === 'CODE' && CODE_LANGUAGE_CLASS.test(className))) {
      node.removeAttribute('class');
    }
    if (tag === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
    // Task-list boxes only: a read-only checkbox, whatever the source said.
    if (tag === 'INPUT') {
      node.setAttribute('type', 'checkbox');
      node.setAttribute('disabled', '');
    }
  });

  let slug = createSlugger(window.document);
  const marked = new Marked({
    gfm: true,
    breaks: false,
    async: false,
    renderer: {
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens, this.parser.textRenderer);
        return `<h${depth} id="${headingMark}${slug(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });

  return (markdown) => {
    // Ids are unique within one document, so the numbering starts afresh for each.
    slug = createSlugger(window.document);
    headingMark = `h${Math.random().toString(36).slice(2)}-`;
    return purifier.sanitize(marked.parse(markdown, { async: false }), SANITIZE_CONFIG);
  };
}
