import type { ReactNode } from 'react';

import { LanguageSelect } from '@/components/i18n/language-select';
import { SettingsPanelButton } from '@/components/settings/settings-panel-button';
import { ThemeToggle } from '@/components/settings/theme-toggle';
import { HeaderLogo } from '@/components/shell/header-logo';
import { SidebarToggle } from '@/components/shell/sidebar-toggle';
import { UserMenu } from '@/components/shell/user-menu';
import type { ShellVariant } from '@/config/navigation';

/**
 * The console header (docs/product.md, Shell): sidebar toggle, logo where the sidebar is not showing it, theme
 * toggle, language, display settings and the user's dropdown; in the customers' console, the
 * organisation switcher. A server component: only its
 * controls ship as client code. The shell frames it (background, border, navbar position); its width
 * follows the layout setting through the shell's data attributes.
 */
export function ShellHeader({
  variant,
  orgSwitcher = null,
}: {
  variant: ShellVariant;
  /** The customers' console's organisation switcher, which the app layout alone gives. */
  orgSwitcher?: ReactNode;
}) {
  return (
    <header>
      <div className="flex h-16 items-center gap-2 px-3 group-data-[layout=boxed-layout]/shell:mx-auto group-data-[layout=boxed-layout]/shell:max-w-5xl sm:px-4 lg:px-6">
        <SidebarToggle />
        <HeaderLogo variant={variant} />
        {/* A customer's console acts in one of their organisations; an admin's oversees them all. */}
        {orgSwitcher}
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <LanguageSelect />
          <SettingsPanelButton />
          <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-slate-200 sm:block dark:bg-slate-700" />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
