import { atom } from 'jotai';

/**
 * True once the console shell has mounted for the first time in this page's life. The full-screen
 * loader (docs/product.md, Shell) shows until then, and never again on later navigations. Not persisted.
 */
export const shellReadyAtom = atom(false);
