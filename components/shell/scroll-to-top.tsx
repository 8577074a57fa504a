'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

import { ArrowUpIcon } from '@/components/icons/arrow-up-icon';
import { focusPageContent } from '@/components/shell/focus-page-content';

/** The button appears once the page has scrolled more than 50 pixels. */
const SCROLL_TO_TOP_THRESHOLD = 50;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function ScrollToTop() {
  const t = useTranslations('ScrollToTop');
  const visible = useSyncExternalStore(
    subscribe,
    () => window.scrollY > SCROLL_TO_TOP_THRESHOLD,
    () => false,
  );
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        // The button goes away at the top: keep the keyboard user's place at the start of the page.
        focusPageContent();
      }}
      className="fixed end-6 bottom-6 z-30 grid size-11 place-items-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-700"
    >
      <ArrowUpIcon />
      <span className="sr-only">{t('label')}</span>
    </button>
  );
}
