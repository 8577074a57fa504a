import { IconBase, type IconProps } from './icon-base';

export function PulseIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M3 12h4l3-7 4 14 3-7h4" />
    </IconBase>
  );
}
