import { IconBase, type IconProps } from './icon-base';

export function KeyIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <circle cx="8" cy="15" r="4" />
      <path d="M10.85 12.15L19 4" />
      <path d="M18 5l2 2" />
      <path d="M15 8l2 2" />
    </IconBase>
  );
}
