import DOMPurify, { type Config } from 'dompurify';
import { Marked } from 'marked';

import { createSlugger } from '@/lib/markdown/slug';

/**
 * The one markdown renderer of the console (the SDK guide and its editor's preview): GitHub-flavoured
 * markdown by `marked`, then DOMPurify with an allow-list made for documents. The guide is written by
 * admins and read by every customer, so nothing that runs code or restyles the console survives:
 * no scripts, event handlers, `javascript:` links, frames, forms, styles or class names (only the
 * `language-*` class of code blocks). Links get `rel="noopener noreferrer"`; headings get ids.
 *
 * Browser only: DOMPurify needs a DOM, and on the server it would hand the input back untouched, so
 * there the renderer returns nothing rather than unsanitized HTML. The guide is fetched on the client.
 */
const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'code', 'dd', 'del', 'details', 'div', 'dl', 'dt', 'em',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'input', 'ins', 'kbd', 'li', 'mark', 'ol', 'p',
  'pre', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'tr', 'u', 'ul', 'var',
]; // prettier-ignore

const ALLOWED_ATTR = [
  'align', 'alt', 'checked', 'class', 'colspan', 'dir', 'disabled', 'height', 'href', 'id', 'lang',
  'open', 'rel', 'rowspan', 'src', 'start', 'title', 'type', 'width',
]; // prettier-ignore

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
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'target'],
};

const CODE_LANGUAGE_CLASS = /^language-[\w+#.-]+$/;

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

/** A DOMPurify instance of our own, so these hooks never affect another user of the library. */
function getPurifier(): Purifier | null {
  if (typeof window === 'undefined') return null;
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof window.Element)) return;
    const tag = node.tagName;
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
  purifier = instance;
  return instance;
}

let slug = createSlugger();
const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    heading({ tokens, depth }) {
      const text = this.parser.parseInline(tokens, this.parser.textRenderer);
      return `<h${depth} id="${slug(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

function toHtml(markdown: string): string {
  slug = createSlugger();
  return marked.parse(markdown, { async: false });
}

/** Sanitized HTML for the markdown ('' on the server). */
export function renderMarkdown(markdown: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(toHtml(markdown), SANITIZE_CONFIG);
}

/** The same, as a detached fragment, for callers that build their own elements from it. */
export function renderMarkdownFragment(markdown: string): DocumentFragment | null {
  const instance = getPurifier();
  if (!instance) return null;
  return instance.sanitize(toHtml(markdown), { ...SANITIZE_CONFIG, RETURN_DOM_FRAGMENT: true });
}
