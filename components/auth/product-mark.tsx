/** The product's mark: a deck of stacked cards, drawn inline so it needs no request and follows the theme. */
export function ProductMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-600 dark:fill-brand-500" />
      <rect x="8" y="8" width="16" height="4" rx="1.5" fill="white" opacity="0.55" />
      <rect x="8" y="14" width="16" height="4" rx="1.5" fill="white" opacity="0.8" />
      <rect x="8" y="20" width="16" height="4" rx="1.5" fill="white" />
    </svg>
  );
}
