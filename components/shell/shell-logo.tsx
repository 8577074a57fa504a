'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

import { LogoMark } from '@/components/icons/logo-mark';
import { cx } from '@/components/shell/class-names';
import { useConsoleState } from '@/components/state/console-store';
import type { ShellVariant } from '@/config/navigation';
import { HOME_OF_ROLE } from '@/lib/routes';

/**
 * The logo links to /admin-dashboard for admins and to / for everyone else. The shell's
 * variant says which: it shows only to the role of its layout (the guard sees to it), and unlike the
 * stored record it is known on the server, so the first byte already links (and prefetches) the
 * right home. `compact`: the name gives way to the mark on small screens (the header's room).
 */
export function ShellLogo({ variant, compact = false }: { variant: ShellVariant; compact?: boolean }) {
  const t = useTranslations('Header');
  const { productName } = useConsoleState((state) => state.runtimeConfig);
  return (
    <Link
      href={variant === 'admin' ? HOME_OF_ROLE.admin : '/'}
      aria-label={t('homeLink', { productName })}
      className="flex min-w-0 items-center gap-2.5 rounded-lg"
    >
      <LogoMark className="size-8 shrink-0" />
      <span
        className={cx(
          'rail-label truncate text-lg font-semibold tracking-tight text-slate-900 dark:text-white',
          compact && 'max-sm:sr-only',
        )}
      >
        {productName}
      </span>
    </Link>
  );
}
