import { MAIN_CONTENT_ID } from '@/components/shell/shell-ids';

/**
 * Puts the focus on the page content (<main>), without scrolling: for a control that goes away as it
 * works (scroll-to-top, a dismissed notice, a link in the narrow sidebar), so that the keyboard user's
 * place is the start of the page, not the document.
 */
export function focusPageContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
