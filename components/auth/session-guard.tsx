'use client';

import { Suspense, type ReactNode } from 'react';

import { GuardPlaceholder } from '@/components/auth/guard-placeholder';
import { SessionGate } from '@/components/auth/session-gate';

/**
 * The navigation guard on the client (docs/product.md, Guard), used by every route-group layout. On each
 * route change it runs `decideGuard` on the localStorage record, clears a bad record and redirects
 * with `router.replace`; it keeps the cookie copy in step for the middleware, signs out when the token
 * expires or the API refuses it, and follows sign-outs in other tabs. Children render only once allowed;
 * `cookieAllows` (the server saw a valid cookie copy for this page's group) lets them render on the
 * server and through hydration, until the browser's own record is read.
 *
 * The Suspense boundary is for `useSearchParams`, which would otherwise opt a statically rendered
 * page out of server rendering up to the closest boundary.
 */
export function SessionGuard({
  children,
  cookieAllows = false,
}: {
  children: ReactNode;
  cookieAllows?: boolean;
}) {
  return (
    <Suspense fallback={<GuardPlaceholder />}>
      <SessionGate cookieAllows={cookieAllows}>{children}</SessionGate>
    </Suspense>
  );
}
