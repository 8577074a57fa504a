'use client';

import type { Editor } from 'codemirror';
import type EasyMDE from 'easymde';
import { useCallback, useMemo } from 'react';
import SimpleMdeReact from 'react-simplemde-editor';

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
      autofocus: autoFocus,
      autoDownloadFontAwesome: false,
      spellChecker: false,
      nativeSpellcheck: true,
      inputStyle: 'contenteditable',
      previewRender: (markdown: string) => renderMarkdown(markdown),
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
    [autoFocus, labels, rtl],
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

  // EasyMDE leaves its input unnamed and its toolbar out of the tab order; both are fixed here.
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
  const reachableToolbar = useCallback(
    (editor: EasyMDE) => {
      const toolbar = (editor as EasyMDE & { gui?: { toolbar?: HTMLElement } }).gui?.toolbar;
      if (!toolbar) return;
      toolbar.setAttribute('role', 'toolbar');
      toolbar.setAttribute('aria-label', labels.toolbar);
      toolbar.querySelectorAll('button').forEach((button) => (button.tabIndex = 0));
    },
    [labels.toolbar],
  );

  return (
    <SimpleMdeReact
      value={value}
      onChange={onChange}
      options={options}
      extraKeys={extraKeys}
      getCodemirrorInstance={describeInput}
      getMdeInstance={reachableToolbar}
    />
  );
}
