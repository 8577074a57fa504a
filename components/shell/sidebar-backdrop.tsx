'use client';

import { useSidebar } from '@/components/shell/use-sidebar';

/** Dims the page behind the sidebar where it covers the page (under 1024px); a click closes it. */
export function SidebarBackdrop() {
  const { open, close } = useSidebar();
  if (open !== true) return null;
  // Pointer-only: keyboard users close it with Escape or the toggle button.
  return <div aria-hidden="true" onClick={close} className="fixed inset-0 z-30 bg-slate-950/50 lg:hidden" />;
}
