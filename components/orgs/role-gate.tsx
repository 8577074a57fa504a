'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';

import { useHydrated } from '@/components/orgs/use-hydrated';
import { cx } from '@/components/shell/class-names';
import { useConsoleState } from '@/components/state/console-store';
import { can, type OrgPermission } from '@/lib/auth/org-roles';
import { activeOrgRoleOf } from '@/lib/state/org';

/**
 * Why the caller's role in the active organisation may not do something, in words (docs/product.md,
 * Organisations), or null when it may. While the role is not known yet the control stays usable: the
 * server checks every call anyway, and most users may.
 */
export function useRoleReason(): (permission: OrgPermission) => string | null {
  const known = useConsoleState(activeOrgRoleOf);
  const role = useHydrated() ? known : null;
  const t = useTranslations('OrgRoles');
  return useCallback(
    (permission: OrgPermission) =>
      role === null || can(role, permission)
        ? null
        : t(`reasons.${permission}`, { role: t(`roles.${role}`) }),
    [role, t],
  );
}

/**
 * A button a role may be refused: when `reason` is set it stays in the tab order but does nothing
 * (aria-disabled), and its reason shows as a tooltip on hover and focus, tied to it for screen readers.
 */
export function GatedButton({
  reason,
  className,
  onClick,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  reason: string | null;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  const tooltipId = useId();
  if (!reason) {
    return (
      <button type="button" className={className} onClick={onClick} {...props}>
        {children}
      </button>
    );
  }
  return (
    <span className="group/gate relative inline-flex">
      <button
        type="button"
        {...props}
        aria-disabled="true"
        aria-describedby={tooltipId}
        className={cx(className, 'cursor-not-allowed opacity-60')}
      >
        {children}
      </button>
      <span
        role="tooltip"
        id={tooltipId}
        className="pointer-events-none invisible absolute end-0 top-full z-30 mt-1 w-max max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-normal text-white shadow-lg group-focus-within/gate:visible group-hover/gate:visible dark:bg-slate-700"
      >
        {reason}
      </span>
    </span>
  );
}
