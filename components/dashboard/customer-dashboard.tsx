'use client';

import type { UserDashboardFirstAnswers } from '@/lib/api/admin';

import { DashboardBody } from './dashboard-body';

/**
 * The customer dashboard (`/`): their figures. `first`: as the server answered them while rendering
 * the page, not asked for again on load. The admins' view of it, with a customer to choose, is
 * admin-user-dashboard.tsx.
 */
export function CustomerDashboard({ first }: { first?: Partial<UserDashboardFirstAnswers> }) {
  return (
    <div className="mt-6 space-y-6">
      <DashboardBody
        admin={false}
        ownerId=""
        orgId=""
        first={(first?.ownerId ?? '') === '' && (first?.orgId ?? '') === '' ? first : undefined}
      />
    </div>
  );
}
