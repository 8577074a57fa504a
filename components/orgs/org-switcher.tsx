'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { UsersIcon } from '@/components/icons/users-icon';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { SWITCHER_BOX } from '@/components/orgs/switcher-box';
import { useHydrated } from '@/components/orgs/use-hydrated';
import { useMenuButton } from '@/components/shell/use-menu-button';
import { useConsoleSetter, useConsoleState } from '@/components/state/console-store';
import { listOrgs } from '@/lib/api/orgs';
import { activeOrgOf } from '@/lib/state/org';

// The menu and what it does (switching, the create dialog's loader) come when the button is pointed
// at, focused or pressed, not with every console page.
const loadOrgSwitcherPanel = () =>
  import('@/components/orgs/org-switcher-panel').then((module) => module.OrgSwitcherPanel);

/**
 * The header's organisation switcher (docs/product.md, Organisations): the active organisation's name
 * and the caller's role; its menu lists their organisations (the current one checked), "Create
 * organisation" and "Members and invitations" (org-switcher-panel.tsx). Choosing one switches the
 * whole console to it. Rendered once the page has hydrated, beside the sync that keeps the active
 * organisation in step (org-switcher-slot.tsx).
 */
export function OrgSwitcher() {
  const t = useTranslations('OrgSwitcher');
  const tRoles = useTranslations('OrgRoles');
  const api = useDashboardApi();
  const list = useConsoleState((state) => state.orgList);
  const setList = useConsoleSetter('orgList');
  const loaded = useConsoleState(activeOrgOf);
  const active = useHydrated() ? loaded : null;
  const panel = useCodeOnRequest(loadOrgSwitcherPanel);
  const OrgSwitcherPanel = panel.code;
  const menu = useMenuButton(panel.request);
  const menuId = useId();
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
        onPointerEnter={panel.prefetch}
        onFocus={panel.prefetch}
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
      {OrgSwitcherPanel ? (
        <OrgSwitcherPanel menu={menu} menuId={menuId} activeId={active?.id} onSwitchFailed={setFailed} />
      ) : null}
      <p role="status" className="sr-only">
        {failed && list ? t('switchFailed') : null}
      </p>
      {panel.failed && !menu.open ? <CodeLoadFailed floating /> : null}
    </div>
  );
}
