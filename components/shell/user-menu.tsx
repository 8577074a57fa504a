'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';

import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { useMenuButton } from '@/components/shell/use-menu-button';
import { useConsoleState, useConsoleStore } from '@/components/state/console-store';
import { loadUserInfo } from '@/lib/state/user-actions';

// The list and what its items open (the dialogs' loaders, the name update, sign-out) are fetched when
// the button is pointed at, focused or pressed, not with every console page (bench/README.md).
const loadUserMenuPanel = () =>
  import('@/components/shell/user-menu-panel').then((module) => module.UserMenuPanel);

/**
 * The header's user dropdown (docs/product.md, Shell): the stored user's name, with 'Edit profile name' and
 * 'Sign Out', and the account's 'Change password' and 'Signed-in devices' (user-menu-panel.tsx). On
 * mount it asks the shared store to load the user info.
 */
export function UserMenu() {
  const t = useTranslations('UserMenu');
  const user = useConsoleState((state) => state.userInfo);
  const store = useConsoleStore();
  const panel = useCodeOnRequest(loadUserMenuPanel);
  const UserMenuPanel = panel.code;
  const menu = useMenuButton(panel.request);
  // The name the last update saved (user-menu-panel.tsx holds the flow): said here, in the status line.
  const [saved, setSaved] = useState<string | null>(null);
  const menuId = useId();
  const name = user?.name?.trim() || t('fallbackName');

  useEffect(() => {
    void loadUserInfo(store);
  }, [store]);
  // The shell is inert while the update runs under the full-screen loader, so the focus the closing
  // modal gave back to the menu's button fell to the page: once saved, it goes back there.
  useEffect(() => {
    if (saved) menu.buttonRef.current?.focus();
  }, [saved, menu.buttonRef]);

  return (
    <div className="relative">
      <button
        type="button"
        aria-controls={menu.open ? menuId : undefined}
        {...menu.buttonProps}
        onPointerEnter={panel.prefetch}
        onFocus={panel.prefetch}
        // A long name is cut to fit the header: the whole of it shows on hover.
        title={name}
        className="flex max-w-48 items-center gap-2 rounded-full lg:max-w-72 2xl:max-w-96 py-1 ps-1 pe-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/10"
      >
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700 dark:bg-brand-500/20 dark:text-brand-100"
        >
          {/* The first character, not half of one (an emoji is two UTF-16 units). */}
          {Array.from(name)[0].toUpperCase()}
        </span>
        {/* The name's own direction: a Latin name in a right-to-left page is cut at its end, not its start. */}
        <span dir="auto" className="truncate max-sm:sr-only">
          {name}
        </span>
        <ChevronDownIcon className="hidden size-4 shrink-0 text-slate-400 sm:block" />
      </button>
      {UserMenuPanel ? (
        <UserMenuPanel menu={menu} menuId={menuId} name={name} onNameSaved={setSaved} />
      ) : null}
      {/* A saved name shows in the button, out of a screen reader's way: it is said here. */}
      <p role="status" className="sr-only">
        {saved ? t('nameChanged', { name: saved }) : null}
      </p>
      {panel.failed && !menu.open ? <CodeLoadFailed floating /> : null}
    </div>
  );
}
