import { IconBase, type IconProps } from './icon-base';

/** An eye; struck through (`off`) while what it shows is visible and can be hidden again. */
export function EyeIcon({ off = false, ...props }: IconProps & { off?: boolean }) {
  return (
    <IconBase {...props}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {off ? <path d="M3 3l18 18" /> : null}
    </IconBase>
  );
}
