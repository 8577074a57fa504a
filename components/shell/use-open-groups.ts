import { useCallback, useState } from 'react';

import { activeGroupId, type NavItem } from '@/config/navigation';

/**
 * Which submenus are open. The one holding the current page opens by itself (docs/product.md, Shell), on load and
 * whenever the page changes; the others stay as the user left them.
 */
export function useOpenGroups(items: readonly NavItem[], pathname: string) {
  const active = activeGroupId(items, pathname);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(active ? [active] : []));
  const [seenActive, setSeenActive] = useState(active);

  // Adjusting state to a new page during render, rather than in an effect, avoids a closed frame.
  if (active !== seenActive) {
    setSeenActive(active);
    if (active && !open.has(active)) setOpen(new Set(open).add(active));
  }

  const toggle = useCallback((id: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  return { isOpen: (id: string) => open.has(id), toggle };
}
