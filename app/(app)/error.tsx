'use client';

// Next.js requires error boundaries to be client components; the UI lives in components/shell.
import { RouteError } from '@/components/shell/route-error';

/** Inside the layout, so the shell stays while the page area offers to try again. */
export default function AppError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} />;
}
