'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { HorizontalNavGroup } from '@/components/shell/horizontal-nav-group';
import { HorizontalNavLink } from '@/components/shell/horizontal-nav-link';
import { NAVIGATION, type ShellVariant } from '@/config/navigation';
import { menuPathOf } from '@/lib/routes';

/**
 * The menu setting "horizontal": the role's links in a bar under the header, from 1024px. Narrower
 * screens keep the sidebar, which the header's toggle opens.
 */
export function HorizontalNav({ variant }: { variant: ShellVariant }) {
  const t = useTranslations('Navigation');
  // A device's page marks Online devices as current.
  const pathname = menuPathOf(usePathname());
  return (
    <nav
      aria-label={t('mainLabel')}
      className="hidden border-t border-slate-200 lg:block dark:border-slate-800"
    >
      <ul className="flex min-h-12 flex-wrap items-center gap-1 px-4 group-data-[layout=boxed-layout]/shell:mx-auto group-data-[layout=boxed-layout]/shell:max-w-5xl sm:px-6 lg:px-8">
        {NAVIGATION[variant].map((item) =>
          item.kind === 'link' ? (
            <li key={item.href}>
              <HorizontalNavLink link={item} current={item.href === pathname} />
            </li>
          ) : (
            <HorizontalNavGroup key={item.id} group={item} pathname={pathname} />
          ),
        )}
      </ul>
    </nav>
  );
}
