import { useState } from 'react';

/**
 * Whether the table is still on its first load: true until `busy` first turns false. While it is, the
 * footer keeps its place but is not shown, so that it does not move into view when the first answer
 * is shorter than the skeleton's full page (none, or a few rows: a layout shift on a phone).
 */
export function useFirstLoad(busy: boolean): boolean {
  const [first, setFirst] = useState(busy);
  // Once over, for good: set while rendering (React's way to keep state that follows a prop).
  if (first && !busy) setFirst(false);
  return first && busy;
}
