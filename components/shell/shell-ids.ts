/** Element ids the shell's parts point at (skip link, aria-controls, focus return). */
export const MAIN_CONTENT_ID = 'main-content';
export const SIDEBAR_ID = 'app-sidebar';
export const SIDEBAR_TOGGLE_ID = 'app-sidebar-toggle';
