'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { freeTextMessage } from '@/components/forms/free-text-errors';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { useValidationMessage } from '@/components/forms/use-validation-message';
import type { Locale } from '@/i18n/locales';
import { getSdkGuide, saveSdkGuide } from '@/lib/api/sdk-guide';
import type { SdkGuide } from '@/lib/api/types';
import { HttpError } from '@/lib/http/client';

/**
 * Saving the guide's draft: `save` does nothing while a save runs, when nothing changed or while the
 * draft has a `problem`. A failed save keeps the draft and gives the reason in the user's words
 * (`error`); a saved one hands the API's guide to `onSaved` and says so (`notice`).
 * A save names the version the draft started from (`base`, the saved guide's `updatedAt`); when another
 * admin has saved since, the API refuses it and `conflict` holds their version: `saveMine` saves the
 * draft over it, `loadTheirs` (after asking) hands it to `onSaved` and `onDraftChange`.
 * `saveFromShortcut` is one stable function (for the editor's key map) that calls the latest `save`.
 */
export function useGuideSave({
  locale,
  draft,
  dirty,
  problem,
  base,
  onSaved,
  onDraftChange,
}: {
  /** The language the draft is written in: only that language's guide is saved. */
  locale: Locale;
  draft: string;
  dirty: boolean;
  problem: string | null;
  base: string | null;
  onSaved: (guide: SdkGuide) => void;
  onDraftChange: (markdown: string) => void;
}) {
  const t = useTranslations('SdkGuideEditor');
  const api = useDashboardApi();
  const apiErrorMessage = useApiErrorMessage();
  const validationMessage = useValidationMessage();
  // The markdown is the one field: what the API finds wrong with it is said, not "Some fields need
  // attention".
  const errorMessage = (reason: unknown) => {
    const field = reason instanceof HttpError ? reason.fields?.markdown : undefined;
    if (typeof field !== 'string' || !field) return apiErrorMessage(reason);
    return validationMessage(freeTextMessage(field));
  };
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [conflict, setConflict] = useState<SdkGuide | null>(null);

  const save = async (onto: string | null = base) => {
    if (saving || !dirty || problem) return;
    setSaving(true);
    setError(null);
    setNotice('');
    try {
      const { data } = await api((baseUrl, token) => saveSdkGuide(baseUrl, token, locale, draft, onto));
      setConflict(null);
      onSaved(data);
      setNotice(t('saved'));
    } catch (reason) {
      // The draft stays as it is: nothing typed is lost to a failed save.
      if (reason instanceof HttpError && reason.code === 'edit_conflict') {
        // The newest version itself: who saved it and when, and what "Load their version" shows.
        try {
          setConflict((await api((baseUrl, token) => getSdkGuide(baseUrl, token, locale))).data);
        } catch {
          setConflict(null);
          setError(t('conflictUnread'));
        }
      } else {
        setError(errorMessage(reason));
      }
    } finally {
      setSaving(false);
    }
  };
  // Ctrl+S / Cmd+S in the editor saves; the key map keeps one function, which calls the latest save.
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  const saveFromShortcut = useCallback(() => void latestSave.current(), []);

  const saveMine = () => {
    if (conflict) void save(conflict.updatedAt);
  };
  const loadTheirs = () => {
    if (!conflict || saving) return;
    const name = conflict.updatedBy?.name ?? t('conflictSomeone');
    if (!window.confirm(t('conflictDiscard', { name }))) return;
    setConflict(null);
    setError(null);
    onSaved(conflict);
    onDraftChange(conflict.markdown);
  };

  return { save, saveFromShortcut, saving, error, notice, conflict, saveMine, loadTheirs };
}
