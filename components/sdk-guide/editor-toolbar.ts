import EasyMDE from 'easymde';

import { TOOLBAR_BUTTONS, type ToolbarButtonKey } from './editor-toolbar-buttons';

/**
 * The editor's toolbar: EasyMDE's own actions with translated titles and inline SVG icons. EasyMDE's
 * default icons come from Font Awesome on a CDN, which a console must not depend on (offline,
 * content-security policy), so `autoDownloadFontAwesome` is off and the icons live here.
 */
export { TOOLBAR_BUTTONS, type ToolbarButtonKey };

type Action = (editor: EasyMDE) => void;

const BUTTONS: Record<
  ToolbarButtonKey,
  { name: string; action: Action; paths: string; noDisable?: boolean }
> = {
  bold: {
    name: 'bold',
    action: EasyMDE.toggleBold,
    paths: '<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z"/>',
  },
  italic: { name: 'italic', action: EasyMDE.toggleItalic, paths: '<path d="M11 5h6M7 19h6M14 5l-4 14"/>' },
  heading: {
    name: 'heading',
    action: EasyMDE.toggleHeadingSmaller,
    paths: '<path d="M6 4v16M18 4v16M6 12h12"/>',
  },
  code: { name: 'code', action: EasyMDE.toggleCodeBlock, paths: '<path d="m8 8-4 4 4 4M16 8l4 4-4 4"/>' },
  quote: {
    name: 'quote',
    action: EasyMDE.toggleBlockquote,
    paths: '<path d="M10 7H6v5h4zm0 5c0 3-2 5-4 5m12-10h-4v5h4zm0 5c0 3-2 5-4 5"/>',
  },
  unorderedList: {
    name: 'unordered-list',
    action: EasyMDE.toggleUnorderedList,
    paths:
      '<path d="M9 6h11M9 12h11M9 18h11"/><circle cx="4.5" cy="6" r="1"/><circle cx="4.5" cy="12" r="1"/><circle cx="4.5" cy="18" r="1"/>',
  },
  orderedList: {
    name: 'ordered-list',
    action: EasyMDE.toggleOrderedList,
    paths: '<path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 0 1 3 .5L3.5 19h3"/>',
  },
  link: {
    name: 'link',
    action: EasyMDE.drawLink,
    paths:
      '<path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1"/>',
  },
  image: {
    name: 'image',
    action: EasyMDE.drawImage,
    paths:
      '<rect x="3" y="5" width="18" height="14" rx="2"/><circle cx="9" cy="10" r="1.5"/><path d="m21 16-5-5-9 8"/>',
  },
  table: {
    name: 'table',
    action: EasyMDE.drawTable,
    paths: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 10h18M3 15h18M9 5v14M15 5v14"/>',
  },
  horizontalRule: {
    name: 'horizontal-rule',
    action: EasyMDE.drawHorizontalRule,
    paths: '<path d="M4 12h16"/>',
  },
  preview: {
    name: 'preview',
    action: EasyMDE.togglePreview,
    noDisable: true,
    paths: '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>',
  },
  sideBySide: {
    name: 'side-by-side',
    action: EasyMDE.toggleSideBySide,
    noDisable: true,
    paths: '<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M12 4v16"/>',
  },
  fullscreen: {
    name: 'fullscreen',
    action: EasyMDE.toggleFullScreen,
    noDisable: true,
    paths: '<path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"/>',
  },
  undo: {
    name: 'undo',
    action: EasyMDE.undo,
    paths: '<path d="M9 14 4 9l5-5"/><path d="M4 9h10a6 6 0 0 1 0 12h-3"/>',
  },
  redo: {
    name: 'redo',
    action: EasyMDE.redo,
    paths: '<path d="m15 14 5-5-5-5"/><path d="M20 9H10a6 6 0 0 0 0 12h3"/>',
  },
};

// Groups of buttons, separated by a bar.
const GROUPS: readonly (readonly ToolbarButtonKey[])[] = [
  ['bold', 'italic', 'heading'],
  ['code', 'quote', 'unorderedList', 'orderedList'],
  ['link', 'image', 'table', 'horizontalRule'],
  ['preview', 'sideBySide', 'fullscreen'],
  ['undo', 'redo'],
];

function icon(paths: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;
}

export function editorToolbar(
  titles: Record<ToolbarButtonKey, string>,
): NonNullable<EasyMDE.Options['toolbar']> {
  return GROUPS.flatMap((group, index) => [
    ...(index > 0 ? (['|'] as const) : []),
    ...group.map((key) => {
      const { name, action, paths, noDisable } = BUTTONS[key];
      return { name, action, title: titles[key], className: `fd-${name}`, icon: icon(paths), noDisable };
    }),
  ]);
}
