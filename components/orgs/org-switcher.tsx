'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { PlusIcon } from '@/components/icons/plus-icon';
import { UsersIcon } from '@/components/icons/users-icon';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { SWITCHER_BOX } from '@/components/orgs/switcher-box';
import { useHydrated } from '@/components/orgs/use-hydrated';
import { useSwitchOrg } from '@/components/orgs/use-switch-org';
import { cx } from '@/components/shell/class-names';
import { MENU_ITEM } from '@/components/shell/styles';
import { useMenuButton } from '@/components/shell/use-menu-button';
import { listOrgs } from '@/lib/api/orgs';
import { MEMBERS_PATH } from '@/lib/routes';
import { activeOrgAtom, orgListAtom } from '@/lib/state/org';

// The dialog's code comes when the menu first opens, not with every console page.
const loadCreateOrgDialog = () =>
  import('@/components/orgs/create-org-dialog').then((module) => module.CreateOrgDialog);

/**
 * The header's organisation switcher (docs/product.md, Organisations): the active organisation's name
 * and the caller's role; its menu lists their organisations (the current one checked), "Create
 * organisation" and "Members and invitations". Choosing one switches the whole console to it.
 * Rendered once the page has hydrated, beside the sync that keeps the active organisation in step
 * (org-switcher-slot.tsx).
 */
export function OrgSwitcher() {
  const t = useTranslations('OrgSwitcher');
  const tRoles = useTranslations('OrgRoles');
  const api = useDashboardApi();
  const list = useAtomValue(orgListAtom);
  const setList = useSetAtom(orgListAtom);
  const loaded = useAtomValue(activeOrgAtom);
  const active = useHydrated() ? loaded : null;
  const switchOrg = useSwitchOrg();
  const menu = useMenuButton();
  const menuId = useId();
  const createDialog = useCodeOnRequest(loadCreateOrgDialog);
  const CreateOrgDialog = createDialog.code;
  const [creating, setCreating] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    api(listOrgs).then(
      (answer) => current && setList(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [api, setList]);

  const { prefetch } = createDialog;
  useEffect(() => {
    if (menu.open) prefetch();
  }, [menu.open, prefetch]);

  const choose = async (orgId: string) => {
    menu.close(true);
    if (orgId === active?.id) return;
    setFailed(false);
    try {
      await switchOrg(orgId);
    } catch {
      setFailed(true);
    }
  };

  const name = active?.name ?? (failed ? t('unavailable') : t('loading'));
  const role = active ? tRoles(`roles.${active.role}`) : null;
  const label = active && role ? t('button', { name: active.name, role }) : name;
  return (
    // A box of its own width, whatever the name: nothing beside it moves when "Loading…" gives way to
    // the name and role, and the placeholder before it holds the same box (org-switcher-slot.tsx).
    <div className={SWITCHER_BOX}>
      <button
        type="button"
        aria-controls={menu.open ? menuId : undefined}
        {...menu.buttonProps}
        aria-label={label}
        title={label}
        className="flex h-11 w-full min-w-0 items-center gap-2 rounded-lg border border-slate-200 px-2.5 py-1.5 text-start text-sm text-slate-700 transition-colors hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-white/10"
      >
        <UsersIcon className="size-4 shrink-0 text-slate-400 max-sm:hidden" />
        <span className="min-w-0 flex-1 leading-tight">
          <span dir="auto" className="block truncate font-medium">
            {name}
          </span>
          {/* The role line is there before the role is known, so the header keeps its height. */}
          <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
            {role ?? '\u00a0'}
          </span>
        </span>
        <ChevronDownIcon className="size-4 shrink-0 text-slate-400" />
      </button>
      {menu.open ? (
        <div
          id={menuId}
          aria-label={t('menuLabel')}
          {...menu.menuProps}
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
              aria-checked={org.id === active?.id}
              tabIndex={-1}
              className={cx(MENU_ITEM, 'justify-between')}
              onClick={() => void choose(org.id)}
            >
              <span dir="auto" className="min-w-0 truncate">
                {org.name}
              </span>
              <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                {org.id === active?.id ? '✓ ' : ''}
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
      <p role="status" className="sr-only">
        {failed && list ? t('switchFailed') : null}
      </p>
      {createDialog.failed && !menu.open ? <CodeLoadFailed floating /> : null}
      {creating && CreateOrgDialog ? (
        <CreateOrgDialog
          onClose={() => setCreating(false)}
          onCreated={async (org) => {
            setCreating(false);
            setList((previous) =>
              previous
                ? { ...previous, data: [...previous.data, org] }
                : { data: [org], activeOrgId: org.id },
            );
            await choose(org.id);
          }}
          returnFocus={menu.buttonRef}
        />
      ) : null}
    </div>
  );
}
