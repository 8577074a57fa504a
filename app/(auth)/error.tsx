'use client';

// Next.js requires error boundaries to be client components; the UI lives in components/shell.
import { RouteError } from '@/components/shell/route-error';

/** Inside the auth layout, so the top bar stays while the card offers to try again. */
export default function AuthError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} inCard />;
}
