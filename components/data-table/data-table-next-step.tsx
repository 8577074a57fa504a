'use client';

import { NEXT_STEP_BUTTON } from '@/components/shell/styles';

import { focusInTable, TABLE_SEARCH } from './focus-in-table';

/**
 * Why an empty table is empty, and the button that changes it (Clear search, Show all devices). The
 * button goes away with what it did: the focus goes to the table's search box, not to the page.
 */
export function DataTableNextStep({
  message,
  action,
  onAction,
}: {
  message: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <>
      <p>{message}</p>
      <button
        type="button"
        className={NEXT_STEP_BUTTON}
        onClick={(event) => {
          focusInTable(event.currentTarget, TABLE_SEARCH);
          onAction();
        }}
      >
        {action}
      </button>
    </>
  );
}
