import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]') ?? []);
}

/**
 * The WAI-ARIA menu button pattern: Enter, Space or ArrowDown open the menu on its first item,
 * ArrowUp on its last; arrows, Home and End move between items; Escape closes it and focus returns
 * to the button; Tab or a click outside closes it. `ready`: for a menu whose code loads on request
 * (`useCodeOnRequest`), the menu opens once it resolves to that code, and not when it resolves to
 * null (the code could not be fetched: the focus stays on the button).
 */
export function useMenuButton(ready?: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const openAt = useCallback(
    async (where: 'first' | 'last') => {
      if (ready && !(await ready())) return;
      focusOnOpen.current = where;
      setOpen(true);
    },
    [ready],
  );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void openAt(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

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
        return setOpen(false);
    }
  };

  return {
    open,
    close,
    buttonProps: {
      ref: buttonRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      onClick: () => (open ? setOpen(false) : void openAt('first')),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { ref: menuRef, role: 'menu' as const, onKeyDown: onMenuKeyDown },
    buttonRef,
  };
}
