import { IconBase, type IconProps } from './icon-base';

export function ArrowUpIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </IconBase>
  );
}
