'use client';

import { useEffect, useRef } from 'react';

/**
 * Takes a table that shows an empty page past its last one (the list shrank under a refresh, or an
 * old link such as `?page=999`) to its last page. `ready`: the rows of this page have arrived, and
 * there are none.
 */
export function usePageInRange({
  ready,
  page,
  pageCount,
  goTo,
}: {
  ready: boolean;
  page: number;
  pageCount: number;
  goTo: (page: number) => void;
}): void {
  const goToRef = useRef(goTo);
  // The page last taken away from: once is enough (were the address not to change, no loop follows).
  const leftRef = useRef<number | null>(null);
  useEffect(() => {
    goToRef.current = goTo;
  });
  const pastTheEnd = ready && pageCount > 0 && page > pageCount;
  useEffect(() => {
    if (!pastTheEnd || leftRef.current === page) return;
    leftRef.current = page;
    goToRef.current(pageCount);
  }, [pastTheEnd, page, pageCount]);
}
