'use client';

import { useAtomValue } from 'jotai';
import Link from 'next/link';
import { useTranslations } from 'next-intl';

import { LogoMark } from '@/components/icons/logo-mark';
import { cx } from '@/components/shell/class-names';
import { useStoredRole } from '@/components/shell/use-stored-role';
import { HOME_OF_ROLE } from '@/lib/routes';
import { runtimeConfigAtom } from '@/lib/state/runtime-config';

/**
 * Spec 2: the logo links to /admin-dashboard for admins and to / for everyone else. `compact`: the
 * name gives way to the mark on small screens (the header's room).
 */
export function ShellLogo({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('Header');
  const { productName } = useAtomValue(runtimeConfigAtom);
  const role = useStoredRole();
  return (
    <Link
      href={role === 'admin' ? HOME_OF_ROLE.admin : '/'}
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
