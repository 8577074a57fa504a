import { AlertIcon } from '@/components/icons/alert-icon';
import { AppsIcon } from '@/components/icons/apps-icon';
import { AuditIcon } from '@/components/icons/audit-icon';
import { BookIcon } from '@/components/icons/book-icon';
import { DashboardIcon } from '@/components/icons/dashboard-icon';
import { DevicesIcon } from '@/components/icons/devices-icon';
import type { IconProps } from '@/components/icons/icon-base';
import { KeyIcon } from '@/components/icons/key-icon';
import { PulseIcon } from '@/components/icons/pulse-icon';
import { UsersIcon } from '@/components/icons/users-icon';
import type { NavIconName } from '@/config/navigation';

const ICONS: Record<NavIconName, (props: IconProps) => React.JSX.Element> = {
  dashboard: DashboardIcon,
  apps: AppsIcon,
  devices: DevicesIcon,
  incidents: AlertIcon,
  guide: BookIcon,
  users: UsersIcon,
  diagnostics: PulseIcon,
  audit: AuditIcon,
  key: KeyIcon,
};

export function NavIcon({ name, ...props }: IconProps & { name: NavIconName }) {
  const Icon = ICONS[name];
  return <Icon {...props} />;
}
