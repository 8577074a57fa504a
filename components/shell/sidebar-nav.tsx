'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { NavGroupItem } from '@/components/shell/nav-group-item';
import { NavLinkItem } from '@/components/shell/nav-link-item';
import { SavedViewsSlot } from '@/components/shell/saved-views-slot';
import { useOpenGroups } from '@/components/shell/use-open-groups';
import { useSidebar } from '@/components/shell/use-sidebar';
import { NAVIGATION, type ShellVariant } from '@/config/navigation';
import { menuPathOf, ONLINE_DEVICES_PATH } from '@/lib/routes';

/** The links of the role's layout (docs/product.md, Shell), as a vertical tree with submenus. */
export function SidebarNav({ variant }: { variant: ShellVariant }) {
  const t = useTranslations('Navigation');
  // A device's page marks Online devices as current.
  const pathname = menuPathOf(usePathname());
  const items = NAVIGATION[variant];
  const groups = useOpenGroups(items, pathname);
  const { closeOnNarrow } = useSidebar();

  return (
    <nav aria-label={t('mainLabel')} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.kind === 'link' ? item.href : item.id}>
            {item.kind === 'link' ? (
              <>
                <NavLinkItem link={item} current={item.href === pathname} onChoose={closeOnNarrow} />
                {variant === 'app' && item.href === ONLINE_DEVICES_PATH ? (
                  <SavedViewsSlot onChoose={closeOnNarrow} />
                ) : null}
              </>
            ) : (
              <NavGroupItem
                group={item}
                open={groups.isOpen(item.id)}
                pathname={pathname}
                onToggle={() => groups.toggle(item.id)}
                onChoose={closeOnNarrow}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
