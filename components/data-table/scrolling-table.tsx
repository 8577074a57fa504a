import type { ReactNode } from 'react';

/**
 * The box a table scrolls sideways in when it is wider than the page, rather than crushing its words or
 * pushing the page sideways. It is `relative` so that the cells' screen-reader text (sr-only, which is
 * absolutely placed) stays inside it: without that, a long translation of such a text widened the page
 * (Greek at 390px on the diagnostics page). Every table of the console sits in one, except the data
 * table, whose own scroll box (`.data-table-scroll`) adds edge shadows, and tables that are sr-only.
 */
export function ScrollingTable({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div className={className ? `relative overflow-x-auto ${className}` : 'relative overflow-x-auto'}>
      {children}
    </div>
  );
}
