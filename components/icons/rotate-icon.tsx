import { IconBase, type IconProps } from './icon-base';

/** Two arrows chasing each other: a key replaced by a new one. */
export function RotateIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M20 11a8 8 0 0 0-14.7-4.4L4 8" />
      <path d="M4 4v4h4" />
      <path d="M4 13a8 8 0 0 0 14.7 4.4L20 16" />
      <path d="M20 20v-4h-4" />
    </IconBase>
  );
}
