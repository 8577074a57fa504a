import { IconBase, type IconProps } from './icon-base';

export function BookIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M4 5a2 2 0 0 1 2-2h13v15H6a2 2 0 0 0-2 2V5z" />
      <path d="M4 20a2 2 0 0 0 2 2h13v-4M9 7h6" />
    </IconBase>
  );
}
