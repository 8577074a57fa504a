'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';

import { useSignOut } from '@/components/auth/use-sign-out';
import { DevicesIcon } from '@/components/icons/devices-icon';
import { KeyIcon } from '@/components/icons/key-icon';
import { PencilIcon } from '@/components/icons/pencil-icon';
import { ShieldIcon } from '@/components/icons/shield-icon';
import { SignOutIcon } from '@/components/icons/sign-out-icon';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import type { useMenuButton } from '@/components/shell/use-menu-button';
import { MENU_ITEM, useMenuList } from '@/components/shell/use-menu-list';
import { useUpdateNameFlow } from '@/components/shell/use-update-name-flow';
import { useConsoleState } from '@/components/state/console-store';

// The modal's form code (Formik and the shared zod schema) is fetched when the menu first opens, not
// with every console page (bench/README.md).
const loadUpdateNameModal = () =>
  import('@/components/shell/update-name-modal').then((module) => module.UpdateNameModal);

// The account dialogs likewise, each with its form or list code.
const loadChangePasswordModal = () =>
  import('@/components/account/change-password-modal').then((module) => module.ChangePasswordModal);
const loadSessionsModal = () =>
  import('@/components/account/sessions-modal').then((module) => module.SessionsModal);
const loadTwoFactorModal = () =>
  import('@/components/account/two-factor-modal').then((module) => module.TwoFactorModal);

/**
 * The user dropdown's list and what its items open (user-menu.tsx), fetched when its button is pointed
 * at, focused or pressed: 'Edit profile name', 'Change password', 'Two-factor sign-in', 'Signed-in
 * devices' and 'Sign Out'. Once loaded it stays, holding the dialogs while the list is closed.
 */
export function UserMenuPanel({
  menu,
  menuId,
  name,
  onNameSaved,
}: {
  menu: ReturnType<typeof useMenuButton>;
  menuId: string;
  name: string;
  /** The name an update saved (null again once the flow starts over), which the menu says. */
  onNameSaved: (name: string | null) => void;
}) {
  const t = useTranslations('UserMenu');
  const menuProps = useMenuList(menu);
  const user = useConsoleState((state) => state.userInfo);
  const signOut = useSignOut();
  const nameFlow = useUpdateNameFlow(onNameSaved);
  const nameModal = useCodeOnRequest(loadUpdateNameModal);
  const UpdateNameModal = nameModal.code;
  const passwordModal = useCodeOnRequest(loadChangePasswordModal);
  const ChangePasswordModal = passwordModal.code;
  const sessionsModal = useCodeOnRequest(loadSessionsModal);
  const SessionsModal = sessionsModal.code;
  const twoFactorModal = useCodeOnRequest(loadTwoFactorModal);
  const TwoFactorModal = twoFactorModal.code;
  const [accountDialog, setAccountDialog] = useState<'password' | 'sessions' | 'twoFactor' | null>(null);

  /** An item that opens a dialog once its code has loaded; focus goes back to the menu's button if it fails. */
  const opening = (request: () => Promise<unknown>, open: () => void) => async () => {
    menu.close(false);
    if (await request()) open();
    else menu.buttonRef.current?.focus();
  };
  const { prefetch: prefetchNameModal } = nameModal;
  useEffect(() => {
    if (menu.open) prefetchNameModal();
  }, [menu.open, prefetchNameModal]);

  return (
    <>
      {menu.open ? (
        <div
          id={menuId}
          aria-label={name}
          {...menuProps}
          className="absolute end-0 top-full z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {/* The name again: below 640px the button shows only its initial (docs/product.md, Shell: the header shows the name). */}
          <div className="px-3 pt-1.5 pb-2 wrap-anywhere">
            <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{name}</p>
            {user?.email ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">{String(user.email)}</p>
            ) : null}
          </div>
          <MenuItem
            icon={<PencilIcon className="size-4 text-slate-400" />}
            onSelect={opening(nameModal.request, nameFlow.start)}
          >
            {t('editProfileName')}
          </MenuItem>
          <MenuItem
            icon={<KeyIcon className="size-4 text-slate-400" />}
            onSelect={opening(passwordModal.request, () => setAccountDialog('password'))}
          >
            {t('changePassword')}
          </MenuItem>
          <MenuItem
            icon={<ShieldIcon className="size-4 text-slate-400" />}
            onSelect={opening(twoFactorModal.request, () => setAccountDialog('twoFactor'))}
          >
            {t('twoFactor')}
          </MenuItem>
          <MenuItem
            icon={<DevicesIcon className="size-4 text-slate-400" />}
            onSelect={opening(sessionsModal.request, () => setAccountDialog('sessions'))}
          >
            {t('signedInDevices')}
          </MenuItem>
          <MenuItem
            // The arrow points out of the door: towards the start side, so it mirrors in RTL.
            icon={<SignOutIcon className="size-4 text-slate-400 rtl:-scale-x-100" />}
            onSelect={async () => {
              menu.close(false);
              // Kept unsaved work over signing out: the menu is gone, so focus goes back to its button.
              if (!(await signOut())) menu.buttonRef.current?.focus();
            }}
          >
            {t('signOut')}
          </MenuItem>
        </div>
      ) : null}
      {(nameModal.failed || passwordModal.failed || sessionsModal.failed || twoFactorModal.failed) &&
      !menu.open ? (
        <CodeLoadFailed floating />
      ) : null}
      {accountDialog === 'password' && ChangePasswordModal ? (
        <ChangePasswordModal onClose={() => setAccountDialog(null)} returnFocus={menu.buttonRef} />
      ) : null}
      {accountDialog === 'sessions' && SessionsModal ? (
        <SessionsModal onClose={() => setAccountDialog(null)} returnFocus={menu.buttonRef} />
      ) : null}
      {accountDialog === 'twoFactor' && TwoFactorModal ? (
        <TwoFactorModal onClose={() => setAccountDialog(null)} returnFocus={menu.buttonRef} />
      ) : null}
      {nameFlow.open && UpdateNameModal ? (
        <UpdateNameModal
          key={nameFlow.attempt}
          initialName={nameFlow.draft}
          error={nameFlow.error}
          onCancel={nameFlow.cancel}
          onSubmit={(value) => void nameFlow.submit(value)}
          returnFocus={menu.buttonRef}
        />
      ) : null}
    </>
  );
}

function MenuItem({
  icon,
  onSelect,
  children,
}: {
  icon: ReactNode;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} className={MENU_ITEM} onClick={onSelect}>
      {icon}
      {children}
    </button>
  );
}
