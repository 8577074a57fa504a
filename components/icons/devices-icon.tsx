import { IconBase, type IconProps } from './icon-base';

export function DevicesIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M11 18h2" />
    </IconBase>
  );
}
