'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ReactNode } from 'react';

import { useSignOut } from '@/components/auth/use-sign-out';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { DevicesIcon } from '@/components/icons/devices-icon';
import { KeyIcon } from '@/components/icons/key-icon';
import { PencilIcon } from '@/components/icons/pencil-icon';
import { ShieldIcon } from '@/components/icons/shield-icon';
import { SignOutIcon } from '@/components/icons/sign-out-icon';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { MENU_ITEM } from '@/components/shell/styles';
import { useMenuButton } from '@/components/shell/use-menu-button';
import { useUpdateNameFlow } from '@/components/shell/use-update-name-flow';
import { userInfoAtom } from '@/lib/state/user';
import { loadUserInfoAtom } from '@/lib/state/user-actions';

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
 * The header's user dropdown (docs/product.md, Shell): the stored user's name, with 'Edit profile name' and
 * 'Sign Out', and the account's 'Change password' and 'Signed-in devices'. On mount it asks the
 * shared store to load the user info.
 */
export function UserMenu() {
  const t = useTranslations('UserMenu');
  const user = useAtomValue(userInfoAtom);
  const loadUserInfo = useSetAtom(loadUserInfoAtom);
  const signOut = useSignOut();
  const menu = useMenuButton();
  const nameFlow = useUpdateNameFlow();
  const nameModal = useCodeOnRequest(loadUpdateNameModal);
  const UpdateNameModal = nameModal.code;
  const passwordModal = useCodeOnRequest(loadChangePasswordModal);
  const ChangePasswordModal = passwordModal.code;
  const sessionsModal = useCodeOnRequest(loadSessionsModal);
  const SessionsModal = sessionsModal.code;
  const twoFactorModal = useCodeOnRequest(loadTwoFactorModal);
  const TwoFactorModal = twoFactorModal.code;
  const [accountDialog, setAccountDialog] = useState<'password' | 'sessions' | 'twoFactor' | null>(null);
  const menuId = useId();
  const name = user?.name?.trim() || t('fallbackName');

  useEffect(() => {
    void loadUserInfo();
  }, [loadUserInfo]);
  /** An item that opens a dialog once its code has loaded; focus goes back to the menu's button if it fails. */
  const opening = (request: () => Promise<unknown>, open: () => void) => async () => {
    menu.close(false);
    if (await request()) open();
    else menu.buttonRef.current?.focus();
  };
  // The shell is inert while the update runs under the full-screen loader, so the focus the closing
  // modal gave back to the menu's button fell to the page: once saved, it goes back there.
  const { saved } = nameFlow;
  useEffect(() => {
    if (saved) menu.buttonRef.current?.focus();
  }, [saved, menu.buttonRef]);
  const { prefetch: prefetchNameModal } = nameModal;
  useEffect(() => {
    if (menu.open) prefetchNameModal();
  }, [menu.open, prefetchNameModal]);

  return (
    <div className="relative">
      <button
        type="button"
        aria-controls={menu.open ? menuId : undefined}
        {...menu.buttonProps}
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
      {menu.open ? (
        <div
          id={menuId}
          aria-label={name}
          {...menu.menuProps}
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
      {/* A saved name shows in the button, out of a screen reader's way: it is said here. */}
      <p role="status" className="sr-only">
        {nameFlow.saved ? t('nameChanged', { name: nameFlow.saved }) : null}
      </p>
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
    </div>
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
