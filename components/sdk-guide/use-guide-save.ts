'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { useValidationMessage } from '@/components/forms/use-validation-message';
import { saveSdkGuide } from '@/lib/api/sdk-guide';
import type { SdkGuide } from '@/lib/api/types';
import { HttpError } from '@/lib/http/client';
import { CHARACTERS, CONTROL_CHARACTERS } from '@/lib/validations/messages';

/**
 * Saving the guide's draft: `save` does nothing while a save runs, when nothing changed or while the
 * draft has a `problem`. A failed save keeps the draft and gives the reason in the user's words
 * (`error`); a saved one hands the API's guide to `onSaved` and says so (`notice`).
 * `saveFromShortcut` is one stable function (for the editor's key map) that calls the latest `save`.
 */
export function useGuideSave({
  draft,
  dirty,
  problem,
  onSaved,
}: {
  draft: string;
  dirty: boolean;
  problem: string | null;
  onSaved: (guide: SdkGuide) => void;
}) {
  const t = useTranslations('SdkGuideEditor');
  const api = useDashboardApi();
  const apiErrorMessage = useApiErrorMessage();
  const validationMessage = useValidationMessage();
  // The markdown is the one field: what the API finds wrong with it is said, not "Some fields need
  // attention". Its 'characters' (refused in any text) means invisible control characters here.
  const errorMessage = (reason: unknown) => {
    const field = reason instanceof HttpError ? reason.fields?.markdown : undefined;
    if (typeof field !== 'string' || !field) return apiErrorMessage(reason);
    return validationMessage(field === CHARACTERS ? CONTROL_CHARACTERS : field);
  };
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const save = async () => {
    if (saving || !dirty || problem) return;
    setSaving(true);
    setError(null);
    setNotice('');
    try {
      const { data } = await api((baseUrl, token) => saveSdkGuide(baseUrl, token, draft));
      onSaved(data);
      setNotice(t('saved'));
    } catch (reason) {
      // The draft stays as it is: nothing typed is lost to a failed save.
      setError(errorMessage(reason));
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

  return { save, saveFromShortcut, saving, error, notice };
}
