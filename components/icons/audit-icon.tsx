import { IconBase, type IconProps } from './icon-base';

/** A clipboard with lines: the audit log. */
export function AuditIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M9 4h6v3H9zM9 5H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-3" />
      <path d="M9 12h6M9 16h4" />
    </IconBase>
  );
}
