import {
  CONSOLE_PAGES,
  type ConsoleGroup,
  type ConsolePage,
  type NavIconName,
  type NavLabelKey,
} from '@/lib/routes';

/**
 * The console's navigation (sidebar, horizontal bar), derived from the route table (`lib/routes.ts`):
 * each entry names a message key of the `Navigation` namespace and an icon key, never an English label.
 * Links are grouped under a submenu where they belong together, so the group holding the current page
 * opens by itself.
 */
export type ShellVariant = ConsoleGroup;

export type { NavIconName, NavLabelKey };

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

const link = ({ path, labelKey, icon }: ConsolePage): NavLink => ({
  kind: 'link',
  href: path,
  labelKey,
  icon,
});

/** The pages in menu order; a submenu stands where its first page is, and holds all of its pages. */
function navItems(pages: readonly ConsolePage[]): NavItem[] {
  const items: NavItem[] = [];
  const groups = new Map<string, NavLink[]>();
  for (const page of pages) {
    const { submenu } = page;
    if (!submenu) {
      items.push(link(page));
      continue;
    }
    let children = groups.get(submenu.id);
    if (!children) {
      children = [];
      groups.set(submenu.id, children);
      items.push({ kind: 'group', ...submenu, children });
    }
    children.push(link(page));
  }
  return items;
}

export const NAVIGATION: Readonly<Record<ShellVariant, readonly NavItem[]>> = {
  app: navItems(CONSOLE_PAGES.app),
  admin: navItems(CONSOLE_PAGES.admin),
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
