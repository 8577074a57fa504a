'use client';

import { useId } from 'react';

import { useDebouncedDraft } from '@/components/data-table/use-debounced-draft';
import { MAX_QUERY_LENGTH, SEARCH_DEBOUNCE_MS } from '@/lib/table/defaults';

/**
 * A labelled text filter for the toolbar. Like the table's search box it keeps what is typed and
 * hands the trimmed text over once typing pauses (or on Enter): one request and one history entry
 * per filter, not per keystroke. A new `value` from outside (back/forward) replaces the text.
 */
export function FilterText({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useDebouncedDraft(value, onChange, SEARCH_DEBOUNCE_MS);

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-300">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={draft}
        maxLength={MAX_QUERY_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft.trim() !== value) onChange(draft.trim());
        }}
        className="h-9 w-40 min-w-0 rounded-md border border-slate-500 bg-white px-2 text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100"
      />
    </div>
  );
}
