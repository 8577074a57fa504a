import { useEffect } from 'react';

import { isWideScreen, subscribeWideScreen } from '@/components/shell/use-wide-screen';
import { useConsoleSetter } from '@/components/state/console-store';

/**
 * Under 1024px the sidebar closes by itself. On load that is the default for a narrow
 * window; on resize, crossing the line drops the user's last choice, so a narrow window starts closed
 * and a wide one goes back to the remembered preference. Escape closes the sidebar where it covers
 * the page, and the focus goes back to the header's toggle (`closeToToggle` of useSidebar()).
 */
export function useSidebarAutoClose(open: boolean | null, closeToToggle: () => void): void {
  const setChoice = useConsoleSetter('sidebarChoice');

  useEffect(() => subscribeWideScreen(() => setChoice(null)), [setChoice]);

  useEffect(() => {
    if (open !== true) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isWideScreen()) return;
      closeToToggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, closeToToggle]);
}
