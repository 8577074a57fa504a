import type { ReactNode } from 'react';

import { PageTransition } from '@/components/shell/page-transition';

/** Mounted anew on every navigation, so the chosen page animation plays on each route change. */
export default function AdminTemplate({ children }: { children: ReactNode }) {
  return <PageTransition>{children}</PageTransition>;
}
