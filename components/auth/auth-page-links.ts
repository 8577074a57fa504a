import { NEXT_PARAM } from '@/lib/auth/guard';

/** A link to another auth page that keeps the `next` page the user was on its way to. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : path;
}
