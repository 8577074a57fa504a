/**
 * What a rendered guide may contain (lib/markdown/markdown-renderer.ts): document tags and their
 * plain attributes, nothing that runs code or restyles the console. The browser checks tags against
 * the same list once more when it turns the sanitized HTML into React elements.
 */
export const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'code', 'dd', 'del', 'details', 'div', 'dl', 'dt', 'em',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'input', 'ins', 'kbd', 'li', 'mark', 'ol', 'p',
  'pre', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'tr', 'u', 'ul', 'var',
]; // prettier-ignore

export const ALLOWED_ATTR = [
  'align', 'alt', 'checked', 'class', 'colspan', 'dir', 'disabled', 'height', 'href', 'id', 'lang',
  'open', 'rel', 'rowspan', 'src', 'start', 'title', 'type', 'width',
]; // prettier-ignore
