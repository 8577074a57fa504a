'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { PlusIcon } from '@/components/icons/plus-icon';
import { UsersIcon } from '@/components/icons/users-icon';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { useSwitchOrg } from '@/components/orgs/use-choose-org';
import { cx } from '@/components/shell/class-names';
import type { useMenuButton } from '@/components/shell/use-menu-button';
import { MENU_ITEM, useMenuList } from '@/components/shell/use-menu-list';
import { useConsoleState, useConsoleStore } from '@/components/state/console-store';
import { MEMBERS_PATH } from '@/lib/routes';

// The dialog's code comes when the menu first opens, not with every console page.
const loadCreateOrgDialog = () =>
  import('@/components/orgs/create-org-dialog').then((module) => module.CreateOrgDialog);

/**
 * The organisation switcher's menu and what it does (org-switcher.tsx), fetched when its button is
 * pointed at, focused or pressed: the caller's organisations (the active one checked), "Create
 * organisation" and "Members and invitations". Choosing one switches the whole console to it; once
 * loaded it stays, holding the create dialog while the menu is closed. `onSwitchFailed`: a switch
 * starts (false) or was refused (true), which the switcher says.
 */
export function OrgSwitcherPanel({
  menu,
  menuId,
  activeId,
  onSwitchFailed,
}: {
  menu: ReturnType<typeof useMenuButton>;
  menuId: string;
  /** The active organisation's id, once the page has hydrated. */
  activeId: string | undefined;
  onSwitchFailed: (failed: boolean) => void;
}) {
  const t = useTranslations('OrgSwitcher');
  const menuProps = useMenuList(menu);
  const tRoles = useTranslations('OrgRoles');
  const store = useConsoleStore();
  const list = useConsoleState((state) => state.orgList);
  const switchOrg = useSwitchOrg();
  const createDialog = useCodeOnRequest(loadCreateOrgDialog);
  const CreateOrgDialog = createDialog.code;
  const [creating, setCreating] = useState(false);

  const { prefetch } = createDialog;
  useEffect(() => {
    if (menu.open) prefetch();
  }, [menu.open, prefetch]);

  const choose = async (orgId: string) => {
    menu.close(true);
    if (orgId === activeId) return;
    onSwitchFailed(false);
    try {
      await switchOrg(orgId);
    } catch {
      onSwitchFailed(true);
    }
  };

  return (
    <>
      {menu.open ? (
        <div
          id={menuId}
          aria-label={t('menuLabel')}
          {...menuProps}
          className="absolute start-0 top-full z-50 mt-2 w-64 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="px-3 pt-1.5 pb-1 text-xs font-medium text-slate-500 dark:text-slate-400">
            {t('menuLabel')}
          </p>
          {list?.data.map((org) => (
            <button
              key={org.id}
              type="button"
              role="menuitemradio"
              aria-checked={org.id === activeId}
              tabIndex={-1}
              className={cx(MENU_ITEM, 'justify-between')}
              onClick={() => void choose(org.id)}
            >
              <span dir="auto" className="min-w-0 truncate">
                {org.name}
              </span>
              <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                {org.id === activeId ? '✓ ' : ''}
                {tRoles(`roles.${org.role}`)}
              </span>
            </button>
          ))}
          <div role="separator" className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={MENU_ITEM}
            onClick={async () => {
              menu.close(false);
              if (await createDialog.request()) setCreating(true);
              else menu.buttonRef.current?.focus();
            }}
          >
            <PlusIcon className="size-4 text-slate-400" />
            {t('create')}
          </button>
          <Link
            href={MEMBERS_PATH}
            role="menuitem"
            tabIndex={-1}
            className={MENU_ITEM}
            onClick={() => menu.close(false)}
          >
            <UsersIcon className="size-4 text-slate-400" />
            {t('members')}
          </Link>
        </div>
      ) : null}
      {createDialog.failed && !menu.open ? <CodeLoadFailed floating /> : null}
      {creating && CreateOrgDialog ? (
        <CreateOrgDialog
          onClose={() => setCreating(false)}
          onCreated={async (org) => {
            setCreating(false);
            const previous = store.getState().orgList;
            store.setState({
              orgList: previous
                ? { ...previous, data: [...previous.data, org] }
                : { data: [org], activeOrgId: org.id },
            });
            await choose(org.id);
          }}
          returnFocus={menu.buttonRef}
        />
      ) : null}
    </>
  );
}
