import { createElement, type CSSProperties, type ReactNode } from 'react';

import { ScrollingTable } from '@/components/data-table/scrolling-table';
import { ALLOWED_TAGS } from '@/lib/markdown/allow-list';
import { fillPlaceholders, isSafeUrl, type PlaceholderValues } from '@/lib/markdown/fill-placeholders';

/**
 * Turns the sanitized markdown fragment (lib/markdown) into React elements rather than handing React
 * an HTML string: code blocks become real components (with a copy button), placeholders are filled
 * into text as plain strings, and React escapes everything once more. Only the sanitizer's
 * allow-list can appear here, checked again: any other tag is left out, any other attribute dropped.
 */
export interface MarkdownToReactOptions {
  values: PlaceholderValues;
  /** Added to heading levels, so the guide's `#` sits below the page's own h1. */
  headingOffset: number;
  renderCode: (props: { key: string; code: string; language: string | undefined }) => ReactNode;
}

const KNOWN_TAGS = new Set(ALLOWED_TAGS);
const VOID_TAGS = new Set(['br', 'hr', 'img', 'input']);
// React (and the HTML parser) refuse text directly inside these; the markdown only puts newlines there.
const NO_TEXT_PARENTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol', 'dl']);
const ALIGNMENTS = new Set(['left', 'right', 'center']);
const INLINE_IMAGE = /^data:image\//i;
const PASS_THROUGH = new Set(['id', 'lang', 'dir', 'rel', 'type', 'width', 'height']);

type Props = Record<string, unknown> & { key: string };

function attributesToProps(element: Element, values: PlaceholderValues, key: string): Props {
  const props: Props = { key };
  for (const { name, value } of Array.from(element.attributes)) {
    switch (name) {
      case 'class':
        props.className = value;
        break;
      case 'colspan':
      case 'rowspan':
        props[name === 'colspan' ? 'colSpan' : 'rowSpan'] = Number(value) || 1;
        break;
      case 'start':
        props.start = Number(value) || 1;
        break;
      case 'align':
        if (ALIGNMENTS.has(value)) props.style = { textAlign: value as CSSProperties['textAlign'] };
        break;
      case 'checked':
      case 'disabled':
      case 'open':
        props[name] = true;
        if (name === 'checked') props.readOnly = true;
        break;
      case 'href':
      case 'src': {
        // Checked here too, now that the sanitizer runs on the server: web, mail and relative targets,
        // and inline images.
        const filled = fillPlaceholders(value, values);
        if (isSafeUrl(filled) || (name === 'src' && INLINE_IMAGE.test(filled))) props[name] = filled;
        break;
      }
      case 'alt':
      case 'title':
        props[name] = fillPlaceholders(value, values);
        break;
      default:
        if (PASS_THROUGH.has(name)) props[name] = value;
    }
  }
  return props;
}

function codeBlock(element: Element): { code: string; language: string | undefined } | null {
  const code = element.firstElementChild;
  if (element.tagName !== 'PRE' || !code || code.tagName !== 'CODE' || element.childElementCount !== 1)
    return null;
  const language = /(?:^|\s)language-([\w+#.-]+)/.exec(code.getAttribute('class') ?? '')?.[1];
  return { code: (code.textContent ?? '').replace(/\n$/, ''), language };
}

function convertChildren(parent: Node, options: MarkdownToReactOptions, key: string): ReactNode[] {
  const children: ReactNode[] = [];
  const parentTag = parent.nodeName.toLowerCase();
  parent.childNodes.forEach((child, index) => {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = child.textContent ?? '';
      if (NO_TEXT_PARENTS.has(parentTag) && !text.trim()) return;
      children.push(fillPlaceholders(text, options.values));
    } else if (child.nodeType === Node.ELEMENT_NODE && KNOWN_TAGS.has(child.nodeName.toLowerCase())) {
      children.push(convertElement(child as Element, options, `${key}.${index}`));
    }
  });
  return children;
}

function convertElement(element: Element, options: MarkdownToReactOptions, key: string): ReactNode {
  const block = codeBlock(element);
  if (block) {
    return options.renderCode({
      key,
      code: fillPlaceholders(block.code, options.values),
      language: block.language,
    });
  }
  let tag = element.tagName.toLowerCase();
  const heading = /^h([1-6])$/.exec(tag);
  if (heading) tag = `h${Math.min(6, Number(heading[1]) + options.headingOffset)}`;
  const props = attributesToProps(element, options.values, key);
  if (VOID_TAGS.has(tag)) return createElement(tag, props);
  const converted = createElement(tag, props, ...convertChildren(element, options, key));
  return tag === 'table' ? createElement(ScrollingTable, { key, className: 'my-4' }, converted) : converted;
}

export function markdownToReact(fragment: DocumentFragment, options: MarkdownToReactOptions): ReactNode[] {
  return convertChildren(fragment, options, 'md');
}
