'use client';

import { useTranslations } from 'next-intl';

import { cx } from '@/components/shell/class-names';
import { useConsoleState } from '@/components/state/console-store';

/**
 * The full-screen loader (docs/product.md, Shell): over the page while the console first mounts (from the first byte,
 * through the session check, until the shell has painted), and while the main loader flag is on
 * (the name update). Later navigations never show it. It veils the page rather than hiding it: the
 * shell and the page's heading come in the first HTML, and on a slow network the scripts the console
 * mounts with come seconds later, so a user reads the page beneath the spinner meanwhile. The veil
 * over the first paint has no blur, which the browser would redraw over the whole screen.
 */
export function FullScreenLoader() {
  const t = useTranslations('Shell');
  const ready = useConsoleState((state) => state.shellReady);
  const busy = useConsoleState((state) => state.mainLoader);
  if (ready && !busy) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="full-screen-loader"
      className={cx(
        'fixed inset-0 z-[60] grid place-items-center bg-slate-50/70 dark:bg-slate-950/70',
        ready && 'backdrop-blur-[1px]',
      )}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 dark:border-slate-800 dark:border-t-brand-500"
      />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
