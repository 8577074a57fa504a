import type { ReactNode } from 'react';

import { cx } from '@/components/shell/class-names';

/**
 * What a part of a page shows while it loads: a status that screen readers announce once with its
 * `label`, and grey shapes where the content will appear, hidden from them and pulsing unless the user
 * asks for reduced motion. The outlines of the pages, dashboards, guide and apps all use it.
 */
export function LoadingOutline({
  label,
  className,
  outlineClassName,
  children,
}: {
  label: string;
  className?: string;
  outlineClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div role="status" className={cx('animate-pulse motion-reduce:animate-none', className)}>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className={outlineClassName}>
        {children}
      </div>
    </div>
  );
}
