import type { IconProps } from './icon-base';

/**
 * The product's mark, a deck of three stacked cards in the brand colour: the header's logo, the public
 * pages' heading and the tab's icon (`app/icon.svg` is the same drawing). Drawn inline, so it needs no
 * request and follows the theme.
 */
export function LogoMark({ className = 'size-8', ...props }: IconProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} {...props}>
      <rect width="32" height="32" rx="8" className="fill-brand-600 dark:fill-brand-500" />
      <path d="M9 11.5 16 8l7 3.5-7 3.5z" fill="#fff" />
      <g fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M9 16l7 3.5 7-3.5" opacity=".85" />
        <path d="M9 20.5 16 24l7-3.5" opacity=".6" />
      </g>
    </svg>
  );
}
