import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * The frame every icon shares: 24px grid, stroked with the current text colour, and hidden from
 * assistive technology, since the control that holds an icon carries the accessible name. The
 * stroke is the `icon` class's (app/globals.css), not attributes on each icon: a console page
 * carries a dozen icons in its first HTML, and the attributes were about 150 bytes of each.
 */
export function IconBase({ children, className = 'size-5', ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`icon ${className}`} {...props}>
      {children}
    </svg>
  );
}
