import { CONSOLE_PATHS, type ConsoleGroup, type ConsolePath } from '@/lib/routes';
import type en from '@/messages/en.json';

/**
 * The console's navigation (sidebar, horizontal bar), derived from the route table (`lib/routes.ts`):
 * each entry names a message key of the `Navigation` namespace and an icon key, never an English label.
 * Links are grouped under a submenu where they belong together, so the group holding the current page
 * opens by itself.
 */
export type ShellVariant = ConsoleGroup;

/** A message key of the `Navigation` namespace. */
export type NavLabelKey = keyof (typeof en)['Navigation'];

export type NavIconName =
  'dashboard' | 'apps' | 'devices' | 'incidents' | 'guide' | 'users' | 'diagnostics' | 'audit' | 'key';

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

/** A submenu of the navigation, holding the pages that name it. */
type NavSubmenu = Omit<NavGroup, 'kind' | 'children'>;

/** How the navigation shows a page: its label, its icon, and the submenu it sits in, if any. */
interface NavEntry {
  labelKey: NavLabelKey;
  icon: NavIconName;
  /** The submenu takes the place of its first page. */
  submenu?: NavSubmenu;
}

const APPS_SUBMENU: NavSubmenu = { id: 'apps', labelKey: 'apps', icon: 'apps' };
const ADMIN_APPS_SUBMENU: NavSubmenu = { id: 'admin-apps', labelKey: 'apps', icon: 'apps' };

/** Every page of the route table, and no other (the record's type holds it to the table's paths). */
const NAV_ENTRIES: Readonly<Record<ConsolePath, NavEntry>> = {
  '/': { labelKey: 'dashboard', icon: 'dashboard' },
  '/app-management': { labelKey: 'appManagement', icon: 'apps', submenu: APPS_SUBMENU },
  '/sdk-integration-guide': { labelKey: 'sdkGuide', icon: 'guide', submenu: APPS_SUBMENU },
  '/online-devices': { labelKey: 'onlineDevices', icon: 'devices' },
  '/incidents': { labelKey: 'incidents', icon: 'incidents' },
  '/audit-log': { labelKey: 'auditLog', icon: 'audit' },
  '/organisation/members': { labelKey: 'members', icon: 'users' },
  '/organisation/api-tokens': { labelKey: 'apiTokens', icon: 'key' },
  '/admin-dashboard': { labelKey: 'adminDashboard', icon: 'dashboard' },
  '/admin/user-dashboard': { labelKey: 'userDashboard', icon: 'users' },
  '/admin/app-management': { labelKey: 'appManagement', icon: 'apps', submenu: ADMIN_APPS_SUBMENU },
  '/admin/sdk-integration-guide': { labelKey: 'sdkGuide', icon: 'guide', submenu: ADMIN_APPS_SUBMENU },
  '/admin/online-devices': { labelKey: 'onlineDevices', icon: 'devices' },
  '/admin/audit-log': { labelKey: 'auditLog', icon: 'audit' },
  '/test': { labelKey: 'diagnostics', icon: 'diagnostics' },
};

/** The pages in menu order; a submenu stands where its first page is, and holds all of its pages. */
function navItems(paths: readonly ConsolePath[]): NavItem[] {
  const items: NavItem[] = [];
  for (const href of paths) {
    const { submenu, ...shown } = NAV_ENTRIES[href];
    const link: NavLink = { kind: 'link', href, ...shown };
    const group = items.find(
      (item): item is NavGroup & { children: NavLink[] } => item.kind === 'group' && item.id === submenu?.id,
    );
    if (group) group.children.push(link);
    else items.push(submenu ? { kind: 'group', ...submenu, children: [link] } : link);
  }
  return items;
}

export const NAVIGATION: Readonly<Record<ShellVariant, readonly NavItem[]>> = {
  app: navItems(CONSOLE_PATHS.app),
  admin: navItems(CONSOLE_PATHS.admin),
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
