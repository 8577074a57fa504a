/**
 * The editor toolbar's buttons, in order. Apart from `editor-toolbar.ts`, which imports EasyMDE, so
 * that the page can name them (their translated titles) without loading the editor, which needs a
 * browser: it is loaded on the client only.
 */
export const TOOLBAR_BUTTONS = [
  'bold',
  'italic',
  'heading',
  'code',
  'quote',
  'unorderedList',
  'orderedList',
  'link',
  'image',
  'table',
  'horizontalRule',
  'preview',
  'sideBySide',
  'fullscreen',
  'undo',
  'redo',
] as const;
export type ToolbarButtonKey = (typeof TOOLBAR_BUTTONS)[number];
