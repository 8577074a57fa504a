'use client';

import type { Owner } from '@/lib/api/types';

/** An app's owner in a table cell: the name, and the email under it (a long one wraps anywhere). */
export function AppOwner({ owner }: { owner: Owner }) {
  return (
    <span className="flex min-w-44 flex-col">
      <span className="wrap-anywhere">{owner.name}</span>
      <span className="text-xs wrap-anywhere text-slate-500 dark:text-slate-400">{owner.email}</span>
    </span>
  );
}
