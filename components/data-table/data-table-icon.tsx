import { IconBase } from '@/components/icons/icon-base';

const PATHS = {
  // Points to the inline start (left in LTR); mirrored in RTL by the caller's class.
  'chevron-start': 'M12.5 15 7.5 10l5-5',
  'chevron-end': 'M7.5 15l5-5-5-5',
  'sort-asc': 'M10 15V5m0 0-4 4m4-4 4 4',
  'sort-desc': 'M10 5v10m0 0-4-4m4 4 4-4',
  'sort-none': 'M7 8l3-3 3 3M7 12l3 3 3-3',
  refresh: 'M4 10a6 6 0 0 1 10.5-4M16 10a6 6 0 0 1-10.5 4M14.5 2.5V6H11M5.5 17.5V14H9',
  columns: 'M3 4h14v12H3zM8 4v12M13 4v12',
  download: 'M10 3v10m0 0-4-4m4 4 4-4M4 16h12',
  search: 'M8.5 3.5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12.2 12.2 16.5 16.5',
} as const;

export type DataTableIconName = keyof typeof PATHS;

/**
 * The table's few line icons, inline so no icon library ships; decorative, hidden from assistive tech.
 * Drawn on a 20px grid, finer than the 24px of the other icons, at the table's smaller size.
 */
export function DataTableIcon({
  name,
  className = 'size-4',
}: {
  name: DataTableIconName;
  className?: string;
}) {
  return (
    <IconBase viewBox="0 0 20 20" className={className}>
      <path d={PATHS[name]} />
    </IconBase>
  );
}
