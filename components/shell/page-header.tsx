import type { ReactNode } from 'react';

/** The heading and short introduction every console page starts with. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-6 dark:border-slate-800">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-1.5 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      </div>
      {children}
    </div>
  );
}
