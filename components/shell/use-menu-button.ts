import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA menu button pattern, the button's half: Enter, Space or ArrowDown open the menu on its
 * first item, ArrowUp on its last. The open menu's half (moving between items, Escape, Tab or a click
 * outside closing it) is `useMenuList`, which the menu's own code calls, loaded with it.
 * `ready`: for a menu whose code loads on request (`useCodeOnRequest`), the menu opens once it
 * resolves to that code, and not when it resolves to null (the code could not be fetched: the focus
 * stays on the button).
 */
export function useMenuButton(ready?: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  /** Which item takes the focus when the menu opens. */
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

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void openAt(event.key === 'ArrowUp' ? 'last' : 'first');
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
    buttonRef,
    menuRef,
    focusOnOpen,
  };
}
