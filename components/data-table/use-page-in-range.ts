'use client';

import { useEffect, useRef } from 'react';

/**
 * Takes a table that shows an empty page past its last one (the list shrank under a refresh, or an
 * old link such as `?page=999`) to its last page. `ready`: the rows of this page have arrived, and
 * there are none; `hasRows`: the page on screen shows rows.
 */
export function usePageInRange({
  ready,
  hasRows,
  page,
  pageCount,
  goTo,
}: {
  ready: boolean;
  hasRows: boolean;
  page: number;
  pageCount: number;
  goTo: (page: number) => void;
}): void {
  const goToRef = useRef(goTo);
  // The page last taken away from: once is enough while nothing changes (were the address not to
  // change, no loop follows). Rows on screen end that: the list may grow and shrink again later, and
  // the same page number past the end must be corrected again.
  const leftRef = useRef<number | null>(null);
  useEffect(() => {
    goToRef.current = goTo;
  });
  useEffect(() => {
    if (hasRows) leftRef.current = null;
  }, [hasRows]);
  const pastTheEnd = ready && pageCount > 0 && page > pageCount;
  useEffect(() => {
    if (!pastTheEnd || leftRef.current === page) return;
    leftRef.current = page;
    goToRef.current(pageCount);
  }, [pastTheEnd, page, pageCount]);
}
