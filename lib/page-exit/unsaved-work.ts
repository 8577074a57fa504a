/**
 * Work in this tab that is not saved yet (the guide editor's draft), so that whatever would take it
 * off the screen can spare it: leaving the page or signing out asks first, and a session that ends by
 * itself (expiry, a refused token, a sign-out in another tab) leaves the page where it is
 * (`SessionGate`). `useLeaveWarning` holds it while there are unsaved changes.
 */
const holds = new Map<symbol, string>();
// Set once the user agreed to give the work up: the page's own prompts then stay quiet.
let discardAgreed = false;

/** Marks unsaved work until the returned function is called; `question` asks before giving it up. */
export function holdUnsavedWork(question: string): () => void {
  const id = Symbol('unsaved work');
  holds.set(id, question);
  return () => {
    holds.delete(id);
    if (holds.size === 0) discardAgreed = false;
  };
}

export function hasUnsavedWork(): boolean {
  return holds.size > 0 && !discardAgreed;
}

/** True when there is no unsaved work, or the user agrees to give it up. */
export function confirmDiscardingUnsavedWork(): boolean {
  if (!hasUnsavedWork()) return true;
  const [question] = holds.values();
  if (!window.confirm(question)) return false;
  discardAgreed = true;
  return true;
}
