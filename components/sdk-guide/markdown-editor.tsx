'use client';

import type { Editor } from 'codemirror';
import type EasyMDE from 'easymde';
import { useCallback, useEffect, useMemo, useState } from 'react';
import SimpleMdeReact from 'react-simplemde-editor';

import { keepTabInside } from '@/components/shell/keep-tab-inside';
import { renderMarkdown } from '@/lib/markdown/render-markdown';

import 'easymde/dist/easymde.min.css';
import './markdown-editor.css';

import { editorToolbar, type ToolbarButtonKey } from './editor-toolbar';
import { MARKDOWN_PROSE } from './markdown-prose';

export interface MarkdownEditorLabels {
  toolbar: string;
  toolbarButtons: Record<ToolbarButtonKey, string>;
  placeholder: string;
}

/** The toolbar's on/off buttons (classes from editor-toolbar.ts); EasyMDE marks them on with `active`. */
const TOGGLES = '.fd-preview, .fd-side-by-side, .fd-fullscreen';
const PANES = '.editor-preview-full, .editor-preview-side';
const SHOWN_PANE = '.editor-preview-active, .editor-preview-active-side';

/**
 * The preview's HTML, written into the pane here (so EasyMDE leaves it, `null`) with its code blocks
 * in the tab order, so that the keyboard can scroll a long line (WCAG 2.1.1) as on the guide page,
 * whose code blocks are its own (code-block.tsx) rather than the renderer's.
 */
function renderPreview(markdown: string, pane: HTMLElement): null {
  pane.innerHTML = renderMarkdown(markdown);
  pane.querySelectorAll('pre').forEach((pre) => (pre.tabIndex = 0));
  return null;
}

/** EasyMDE shows an on toggle with a class only; aria-pressed tells assistive technology too. */
function reflectPressedToggles(toolbar: HTMLElement): () => void {
  const toggles = Array.from(toolbar.querySelectorAll(TOGGLES));
  const sync = () =>
    toggles.forEach((button) =>
      button.setAttribute('aria-pressed', String(button.classList.contains('active'))),
    );
  const observer = new MutationObserver(sync);
  toggles.forEach((button) => observer.observe(button, { attributeFilter: ['class'] }));
  sync();
  return () => observer.disconnect();
}

/**
 * A preview pane is a named region in the tab order, so the keyboard can scroll it (WCAG 2.1.1).
 * EasyMDE hides a pane with a class only; `hidden` as well takes it and its code blocks out of the
 * full-screen Tab loop, which would otherwise end on them.
 */
function describePane(pane: HTMLElement, label: string): void {
  pane.setAttribute('role', 'region');
  pane.setAttribute('aria-label', label);
  pane.tabIndex = 0;
  pane.hidden = !pane.matches(SHOWN_PANE);
}

/** Follows the panes as EasyMDE shows and hides them; the full preview is created on first use. */
function describePreviewPanes(container: HTMLElement, wrapper: HTMLElement, label: string): () => void {
  const observer = new MutationObserver(() => sync());
  const sync = () =>
    container.querySelectorAll<HTMLElement>(PANES).forEach((pane) => {
      describePane(pane, label);
      observer.observe(pane, { attributeFilter: ['class'] });
    });
  observer.observe(wrapper, { childList: true });
  sync();
  return () => observer.disconnect();
}

/**
 * In full screen the editor covers the page, so Tab and Shift+Tab go round the editor instead of
 * into what is hidden (CodeMirror gives its input tabindex 0, so the loop counts it). Escape still
 * leaves full screen: EasyMDE listens for it on the document.
 */
function keepTabInFullScreen(editor: EasyMDE, container: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (editor.isFullscreenActive()) keepTabInside(event, container);
  };
  container.addEventListener('keydown', onKeyDown);
  return () => container.removeEventListener('keydown', onKeyDown);
}

/**
 * What EasyMDE leaves out, for each editor instance: its toolbar is unnamed, out of the tab order and
 * silent about its toggles, and its preview panes cannot be reached. Returns the undoing.
 */
function completeEditor(editor: EasyMDE, labels: MarkdownEditorLabels): () => void {
  const toolbar = (editor as EasyMDE & { gui?: { toolbar?: HTMLElement } }).gui?.toolbar;
  const wrapper = editor.codemirror.getWrapperElement();
  const container = wrapper.parentElement;
  if (!toolbar || !container) return () => {};
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', labels.toolbar);
  toolbar.querySelectorAll('button').forEach((button) => (button.tabIndex = 0));
  const undo = [
    reflectPressedToggles(toolbar),
    describePreviewPanes(container, wrapper, labels.toolbarButtons.preview),
    keepTabInFullScreen(editor, container),
  ];
  return () => undo.forEach((stop) => stop());
}

/**
 * The admin's markdown editor: EasyMDE through react-simplemde-editor. Loaded only by the admin guide
 * page (React.lazy, on the admin's request: EasyMDE needs the DOM), together with its CSS.
 *
 * Spell checking is the browser's own (`nativeSpellcheck` on a contenteditable input). EasyMDE's
 * built-in checker fetches its English dictionary from cdn.jsdelivr.net at run time (URLs fixed in
 * codemirror-spell-checker), so it fails offline and under a strict content-security policy, and it
 * only knows en_US; the browser's checker works offline, in the languages the user has installed.
 *
 * Its preview (toolbar: preview, side by side) is the console's own sanitizing renderer.
 */
export function MarkdownEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  labels,
  rtl,
  onSaveShortcut,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  labelledBy: string;
  describedBy?: string;
  labels: MarkdownEditorLabels;
  rtl: boolean;
  onSaveShortcut: () => void;
  /** Put the cursor in the editor when it appears (it opens on the admin's request). */
  autoFocus?: boolean;
}) {
  // EasyMDE is rebuilt whenever `options` changes identity, so it is memoised on what it reads.
  const options = useMemo<EasyMDE.Options>(
    () => ({
      autoDownloadFontAwesome: false,
      spellChecker: false,
      nativeSpellcheck: true,
      inputStyle: 'contenteditable',
      previewRender: renderPreview,
      previewClass: ['editor-preview', ...MARKDOWN_PROSE.split(' ')],
      toolbar: editorToolbar(labels.toolbarButtons),
      status: false,
      minHeight: '320px',
      // A fixed height with its own scrollbar, so Save and the preview stay in reach on a long guide.
      // In pixels: EasyMDE sizes the side-by-side preview with parseInt(maxHeight).
      maxHeight: '560px',
      sideBySideFullscreen: false,
      direction: rtl ? 'rtl' : 'ltr',
      indentWithTabs: false,
      tabSize: 2,
      uploadImage: false,
      placeholder: labels.placeholder,
    }),
    [labels, rtl],
  );

  // Tab and Shift+Tab leave the editor (false: CodeMirror lets the browser move focus), so keyboard
  // users are never trapped in it; lists still indent with Ctrl+] and Ctrl+[ (CodeMirror's keys).
  const extraKeys = useMemo(
    () => ({
      'Ctrl-S': onSaveShortcut,
      'Cmd-S': onSaveShortcut,
      Tab: false as const,
      'Shift-Tab': false as const,
    }),
    [onSaveShortcut],
  );

  // EasyMDE leaves its input unnamed; the toolbar and panes are completed per instance, below.
  const describeInput = useCallback(
    (codemirror: Editor) => {
      const input = codemirror.getInputField();
      input.setAttribute('role', 'textbox');
      input.setAttribute('aria-multiline', 'true');
      input.setAttribute('aria-labelledby', labelledBy);
      if (describedBy) input.setAttribute('aria-describedby', describedBy);
      else input.removeAttribute('aria-describedby');
    },
    [describedBy, labelledBy],
  );
  // The instance is state, so that its observers and listeners go with it when it is replaced
  // (new options) or the editor closes.
  const [editor, setEditor] = useState<EasyMDE | null>(null);
  useEffect(() => (editor ? completeEditor(editor, labels) : undefined), [editor, labels]);
  // Focused here rather than with EasyMDE's `autofocus`, which react-simplemde-editor follows by
  // moving the cursor (and the scroll) to the end of the text: the admin starts at its top.
  useEffect(() => {
    if (!editor || !autoFocus) return;
    editor.codemirror.focus();
    editor.codemirror.setCursor(0, 0);
    editor.codemirror.scrollTo(null, 0);
  }, [editor, autoFocus]);

  return (
    <SimpleMdeReact
      value={value}
      onChange={onChange}
      options={options}
      extraKeys={extraKeys}
      getCodemirrorInstance={describeInput}
      getMdeInstance={setEditor}
    />
  );
}
