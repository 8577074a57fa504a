import { useEffect, type KeyboardEvent } from 'react';

import type { useMenuButton } from '@/components/shell/use-menu-button';

/** An item of these menus (loaded with them, not with every page as styles.ts is). */
export const MENU_ITEM =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-start text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus-visible:-outline-offset-2 dark:text-slate-200 dark:hover:bg-white/10 dark:focus:bg-white/10';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]') ?? []);
}

/**
 * The WAI-ARIA menu button pattern, the open menu's half (`useMenuButton` is the button's): the menu
 * opens with focus on its first item (or its last, opened with ArrowUp); arrows, Home and End move
 * between items; Escape closes it and focus returns to the button; Tab or a click outside closes it.
 * Returns the menu element's props.
 */
export function useMenuList(menu: ReturnType<typeof useMenuButton>) {
  const { open, close, buttonRef, menuRef, focusOnOpen } = menu;

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, buttonRef, menuRef, focusOnOpen]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(items.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  return { ref: menuRef, role: 'menu' as const, onKeyDown: onMenuKeyDown };
}
