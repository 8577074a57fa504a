import type en from '@/messages/en.json';

/**
 * The console's navigation as typed data (sidebar, horizontal bar): each entry names a message key of
 * the `Navigation` namespace and an icon, never an English label. Links are grouped under a submenu
 * where they belong together, so the group holding the current page opens by itself.
 */
export type ShellVariant = 'app' | 'admin';

export type NavLabelKey = keyof (typeof en)['Navigation'];

export type NavIconName = 'dashboard' | 'apps' | 'devices' | 'guide' | 'users' | 'diagnostics';

export interface NavLink {
  kind: 'link';
  href: string;
  labelKey: NavLabelKey;
  icon: NavIconName;
}

export interface NavGroup {
  kind: 'group';
  /** Stable id, used for the submenu's element id. */
  id: string;
  labelKey: NavLabelKey;
  icon: NavIconName;
  children: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

const link = (href: string, labelKey: NavLabelKey, icon: NavIconName): NavLink => ({
  kind: 'link',
  href,
  labelKey,
  icon,
});

/** Spec 2 and 6: four links for customers; five for admins, plus the diagnostics page `/test`. */
export const NAVIGATION: Readonly<Record<ShellVariant, readonly NavItem[]>> = {
  app: [
    link('/', 'dashboard', 'dashboard'),
    {
      kind: 'group',
      id: 'apps',
      labelKey: 'apps',
      icon: 'apps',
      children: [
        link('/app-management', 'appManagement', 'apps'),
        link('/sdk-integration-guide', 'sdkGuide', 'guide'),
      ],
    },
    link('/online-devices', 'onlineDevices', 'devices'),
  ],
  admin: [
    link('/admin-dashboard', 'adminDashboard', 'dashboard'),
    link('/admin/user-dashboard', 'userDashboard', 'users'),
    {
      kind: 'group',
      id: 'admin-apps',
      labelKey: 'apps',
      icon: 'apps',
      children: [
        link('/admin/app-management', 'appManagement', 'apps'),
        link('/admin/sdk-integration-guide', 'sdkGuide', 'guide'),
      ],
    },
    link('/admin/online-devices', 'onlineDevices', 'devices'),
    link('/test', 'diagnostics', 'diagnostics'),
  ],
};

/** Every link of a variant, groups flattened, in menu order. */
export function navLinks(variant: ShellVariant): NavLink[] {
  return NAVIGATION[variant].flatMap((item) => (item.kind === 'group' ? [...item.children] : [item]));
}

/** The group holding the link of `pathname`, if that link sits in a submenu. */
export function activeGroupId(items: readonly NavItem[], pathname: string): string | null {
  const group = items.find(
    (item): item is NavGroup =>
      item.kind === 'group' && item.children.some((child) => child.href === pathname),
  );
  return group?.id ?? null;
}
