'use client';

import type { ReactNode } from 'react';

import { useConsoleState } from '@/components/state/console-store';

/**
 * Plays the chosen page animation. Rendered by the route groups' templates, which Next mounts anew on
 * every navigation, so the animation runs on each route change; shell.css skips it for users who
 * prefer reduced motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { animation } = useConsoleState((state) => state.displaySettings);
  return <div className={animation ? `page-${animation}` : undefined}>{children}</div>;
}
