'use client';

import { useTranslations } from 'next-intl';

import { MAX_QUERY_LENGTH, SEARCH_DEBOUNCE_MS } from '@/lib/table/defaults';

import { DataTableIcon } from './data-table-icon';
import { useDebouncedDraft } from './use-debounced-draft';

/**
 * The search box. It keeps what is typed locally and hands the trimmed text over once typing pauses
 * (or on Enter), so a server table fetches once per search, not once per keystroke, and the URL
 * gets one history entry per search. A new `value` from outside (back/forward) replaces the text.
 */
export function DataTableSearch({
  value,
  onChange,
  placeholder,
  delay = SEARCH_DEBOUNCE_MS,
}: {
  value: string;
  onChange: (q: string) => void;
  placeholder?: string;
  delay?: number;
}) {
  const t = useTranslations('DataTable');
  const [draft, setDraft] = useDebouncedDraft(value, onChange, delay);

  // The magnifier stays when the placeholder has gone with the first letter typed: a visible label.
  return (
    <div className="data-table-search">
      <DataTableIcon
        name="search"
        className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
      />
      <input
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft.trim() !== value) onChange(draft.trim());
        }}
        maxLength={MAX_QUERY_LENGTH}
        aria-label={t('search')}
        placeholder={placeholder ?? t('search')}
        className="h-9 w-full min-w-0 rounded-md border border-slate-500 bg-white ps-8 pe-3 text-sm text-slate-900 placeholder:text-slate-500 dark:placeholder:text-slate-400 dark:bg-slate-900 dark:text-slate-100"
      />
    </div>
  );
}
