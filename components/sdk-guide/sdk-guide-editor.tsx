'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { cx } from '@/components/shell/class-names';
import { PRIMARY_BUTTON } from '@/components/shell/styles';
import { useConsoleState } from '@/components/state/console-store';
import type { SdkGuide } from '@/lib/api/types';
import { hasControlCharacters } from '@/lib/validations/control-characters';
import { SDK_GUIDE_MAX_LENGTH } from '@/lib/validations/sdk-guide-limit';
import { hasVisibleText } from '@/lib/validations/visible-text';

import { EditorSkeleton } from './editor-skeleton';
import { TOOLBAR_BUTTONS } from './editor-toolbar-buttons';
import { GuideConflict } from './guide-conflict';
import { LastEdited } from './last-edited';
import type { MarkdownEditorLabels } from './markdown-editor';
import { useGuideSave } from './use-guide-save';
import { useLeaveWarning } from './use-leave-warning';

// EasyMDE and CodeMirror (and their CSS) load in the browser only, when the admin opens the editor:
// on pointing at or focusing "Open the editor" (bench/README.md), never with a page. A plain import
// rather than next/dynamic: the editor is never rendered on the server (it opens on a click), and
// next/dynamic would add its loader to the page's first load.
const loadMarkdownEditor = () => import('./markdown-editor').then((module) => module.MarkdownEditor);

function useEditorLabels(): MarkdownEditorLabels {
  const t = useTranslations('SdkGuideEditor');
  return useMemo(
    () => ({
      toolbar: t('toolbarLabel'),
      placeholder: t('placeholder'),
      toolbarButtons: Object.fromEntries(TOOLBAR_BUTTONS.map((key) => [key, t(`toolbar.${key}`)])) as Record<
        (typeof TOOLBAR_BUTTONS)[number],
        string
      >,
    }),
    [t],
  );
}

/**
 * The admin's editor of the guide: the markdown, Save, and who edited it last. A failed save keeps
 * the text and says why (another admin's save since, with a choice of versions); leaving with unsaved
 * changes asks first.
 */
export function SdkGuideEditor({
  saved,
  draft,
  onDraftChange,
  onSaved,
}: {
  saved: SdkGuide;
  draft: string;
  onDraftChange: (markdown: string) => void;
  onSaved: (guide: SdkGuide) => void;
}) {
  const t = useTranslations('SdkGuideEditor');
  const tValidation = useTranslations('Validation');
  const format = useFormatter();
  const labels = useEditorLabels();
  const { rtlClass } = useConsoleState((state) => state.displaySettings);
  const headingId = useId();
  const limitId = useId();
  const [editing, setEditing] = useState(false);
  const editor = useCodeOnRequest(loadMarkdownEditor);
  const openRef = useRef<HTMLButtonElement>(null);
  const MarkdownEditor = editor.code;
  const openEditor = async () => {
    setEditing(true);
    if (await editor.request()) return;
    // Nothing to edit with: the Open button comes back, with the focus the press gave it.
    flushSync(() => setEditing(false));
    openRef.current?.focus();
  };
  const dirty = draft !== saved.markdown;
  const max = format.number(SDK_GUIDE_MAX_LENGTH);
  // The API's rules (lib/validations/sdk-guide.ts and the characters it refuses in any text), without
  // loading zod: text with nothing visible in it (zero-width spaces alone) is as empty as none.
  let problem: string | null = null;
  if (!hasVisibleText(draft)) problem = t('empty');
  else if (draft.length > SDK_GUIDE_MAX_LENGTH) problem = t('tooLong', { max });
  else if (hasControlCharacters(draft)) problem = tValidation('controlCharacters');
  useLeaveWarning(dirty, t('leaveWarning'));

  const { save, saveFromShortcut, saving, error, notice, conflict, saveMine, loadTheirs } = useGuideSave({
    locale: saved.locale,
    draft,
    dirty,
    problem,
    base: saved.updatedAt,
    onSaved,
    onDraftChange,
  });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className={cx('flex flex-wrap items-start justify-between gap-3', editing && 'mb-4')}>
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
            {t('title')}
          </h2>
          <LastEdited guide={saved} />
        </div>
        {editing ? (
          <button
            type="button"
            onClick={() => void save()}
            // Not `disabled`: after a save the button keeps the focus it was pressed with (save() checks).
            aria-disabled={saving || !dirty || !!problem || undefined}
            aria-describedby={limitId}
            className={PRIMARY_BUTTON}
          >
            {saving ? t('saving') : t('save')}
          </button>
        ) : (
          <button
            type="button"
            ref={openRef}
            onClick={() => void openEditor()}
            onPointerEnter={editor.prefetch}
            onFocus={editor.prefetch}
            className={PRIMARY_BUTTON}
          >
            {t('open')}
          </button>
        )}
      </div>
      {editor.failed && !editing ? <CodeLoadFailed className="mt-4" /> : null}
      {editing && (
        <>
          {MarkdownEditor ? (
            <MarkdownEditor
              autoFocus
              value={draft}
              onChange={onDraftChange}
              labelledBy={headingId}
              describedBy={limitId}
              labels={labels}
              rtl={rtlClass === 'rtl'}
              onSaveShortcut={saveFromShortcut}
            />
          ) : (
            <EditorSkeleton />
          )}
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            {t.rich('placeholderHint', {
              appKey: '{{APP_KEY}}',
              ingestUrl: '{{INGEST_URL}}',
              code: (chunks) => <code className="font-mono">{chunks}</code>,
            })}
          </p>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3 text-sm">
            <p
              id={limitId}
              className={problem ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}
            >
              {problem ?? t('length', { count: format.number(draft.length), max })}
              {dirty && !problem ? ` ${t('unsaved')}` : ''}
            </p>
            <p role="status" className="text-emerald-700 dark:text-emerald-300">
              {dirty ? '' : notice}
            </p>
          </div>
          {conflict ? (
            <GuideConflict other={conflict} saving={saving} onSaveMine={saveMine} onLoadTheirs={loadTheirs} />
          ) : null}
          <div className="mt-3">
            <FormErrorAlert message={error} />
          </div>
        </>
      )}
    </section>
  );
}
