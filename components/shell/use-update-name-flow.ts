import { useCallback, useState } from 'react';

import { useConsoleState, useConsoleStore } from '@/components/state/console-store';
import { updateUserName } from '@/lib/state/update-user-name';

export interface UpdateNameFlow {
  open: boolean;
  /** What the field starts with: the current name on a fresh opening, the typed name after a failure. */
  draft: string;
  /** Why the last attempt failed, shown when the modal reopens. */
  error: unknown;
  /**
   * Counts openings. The modal is keyed on it, so a reopening after a failure starts a fresh form
   * even when React batches the close and the reopen into one render (a fast failure).
   */
  attempt: number;
  /** The name the last update saved, until the modal opens again: the menu announces it. */
  saved: string | null;
  start: () => void;
  cancel: () => void;
  submit: (name: string) => Promise<void>;
}

/**
 * The 'Update Name' flow (docs/product.md, Shell): a valid submit closes the modal, then the update runs (PUT, reload
 * of the user info, loader off). When it fails, the modal opens again with the typed name and the
 * reason, so nothing the user typed is lost. `onSaved` hears `saved` change, in the same update, for a
 * parent that says it (the user menu, whose list holds the flow).
 */
export function useUpdateNameFlow(onSaved?: (name: string | null) => void): UpdateNameFlow {
  const store = useConsoleStore();
  const currentName = useConsoleState((state) => state.userInfo)?.name ?? '';
  const [state, setState] = useState<Omit<UpdateNameFlow, 'start' | 'cancel' | 'submit'>>({
    open: false,
    draft: '',
    error: null,
    attempt: 0,
    saved: null,
  });

  const start = useCallback(() => {
    setState((current) => ({
      open: true,
      draft: currentName,
      error: null,
      attempt: current.attempt + 1,
      saved: null,
    }));
    onSaved?.(null);
  }, [currentName, onSaved]);
  const cancel = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const submit = useCallback(
    async (name: string) => {
      setState((current) => ({ ...current, open: false, draft: name, error: null, saved: null }));
      onSaved?.(null);
      try {
        await updateUserName(store, name);
        setState((current) => ({ ...current, saved: name }));
        onSaved?.(name);
      } catch (error) {
        setState((current) => ({
          open: true,
          draft: name,
          error,
          attempt: current.attempt + 1,
          saved: null,
        }));
      }
    },
    [store, onSaved],
  );

  return { ...state, start, cancel, submit };
}
