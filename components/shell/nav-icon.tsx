'use client';

import { createContext, useContext, type ReactNode } from 'react';

import type { NavIconName } from '@/config/navigation';

/** The navigation's icons as the server drew them (nav-icon-set.tsx), by name. */
export type NavIconSet = Readonly<Record<NavIconName, ReactNode>>;

const NavIconsContext = createContext<Partial<NavIconSet>>({});

/**
 * Hands the navigation the icons the console layout drew on the server: their SVG comes with the page's
 * HTML and payload, so no page ships their code.
 */
export function NavIconsProvider({ icons, children }: { icons: NavIconSet; children: ReactNode }) {
  return <NavIconsContext value={icons}>{children}</NavIconsContext>;
}

/** The icon `name` of the navigation, in a box of `className` (its size and colour); it fills the box. */
export function NavIcon({ name, className }: { name: NavIconName; className: string }) {
  return <span className={className}>{useContext(NavIconsContext)[name]}</span>;
}
