'use client';

import { useSidebar } from '@/components/shell/use-sidebar';

/**
 * Dims the page behind the sidebar where it covers the page (under 1024px); a click closes it and, as
 * for any modal dialog, gives the focus back to the control that opened it (the header's toggle).
 */
export function SidebarBackdrop() {
  const { open, closeToToggle } = useSidebar();
  if (open !== true) return null;
  // Pointer-only: keyboard users close it with Escape or the sidebar's close button.
  return (
    <div
      aria-hidden="true"
      onClick={closeToToggle}
      className="fixed inset-0 z-30 bg-slate-950/50 lg:hidden"
    />
  );
}
