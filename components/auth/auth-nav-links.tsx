'use client';

import { usePathname } from 'next/navigation';

import { normalizePath } from '@/lib/routes';

export interface AuthNavLink {
  href: string;
  label: string;
}

/**
 * The auth layout's top-bar links; the current page's link is marked for sight and for screen readers.
 * Plain links, as everywhere on the auth pages: moving between these public pages loads a document,
 * and the sign-in page, most visitors' first, carries no client-side router link (about 6 kB gzip).
 */
export function AuthNavLinks({ links }: { links: readonly AuthNavLink[] }) {
  const pathname = normalizePath(usePathname());
  return (
    <ul className="flex flex-wrap items-center gap-1 text-sm font-medium">
      {links.map(({ href, label }) => {
        const current = pathname === href;
        return (
          <li key={href}>
            <a
              href={href}
              aria-current={current ? 'page' : undefined}
              className={`inline-block rounded-md px-3 py-2 transition-colors ${
                current
                  ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
              }`}
            >
              {label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
