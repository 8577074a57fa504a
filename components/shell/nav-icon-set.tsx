import { AlertIcon } from '@/components/icons/alert-icon';
import { AppsIcon } from '@/components/icons/apps-icon';
import { AuditIcon } from '@/components/icons/audit-icon';
import { BookIcon } from '@/components/icons/book-icon';
import { DashboardIcon } from '@/components/icons/dashboard-icon';
import { DevicesIcon } from '@/components/icons/devices-icon';
import { KeyIcon } from '@/components/icons/key-icon';
import { PulseIcon } from '@/components/icons/pulse-icon';
import { UsersIcon } from '@/components/icons/users-icon';
import type { NavIconSet } from '@/components/shell/nav-icon';

/**
 * The navigation's icons, drawn by the console layout on the server (a server module: no client
 * component imports it) and handed to the sidebar and menu bar by NavIconsProvider. Each fills the box
 * NavIcon gives it.
 */
export const NAV_ICON_SET: NavIconSet = {
  dashboard: <DashboardIcon className="size-full" />,
  apps: <AppsIcon className="size-full" />,
  devices: <DevicesIcon className="size-full" />,
  incidents: <AlertIcon className="size-full" />,
  guide: <BookIcon className="size-full" />,
  users: <UsersIcon className="size-full" />,
  diagnostics: <PulseIcon className="size-full" />,
  audit: <AuditIcon className="size-full" />,
  key: <KeyIcon className="size-full" />,
};
