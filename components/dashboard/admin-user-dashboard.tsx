'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

import { ResetLinkButton } from '@/components/account/reset-link-button';
import { TwoFactorResetButton } from '@/components/account/two-factor-reset-button';
import { CustomerSelect } from '@/components/forms/customer-select';
import type { UserDashboardFirstAnswers } from '@/lib/api/admin';
import { CUSTOMER_PARAM, ORG_PARAM } from '@/lib/routes';

import { DashboardBody } from './dashboard-body';

/**
 * The customer dashboard as admins see it (`/admin/user-dashboard`): they first choose a customer, or
 * see every customer's figures together. `first`: the figures and the customers as the server answered
 * them while rendering the page, not asked for again on load; the figures only for the customer they
 * were answered for (`ownerId`). An `orgId` in the address opens one organisation instead
 * (docs/product.md, Organisations): it wins over `customer`, and choosing a customer replaces it. Apart
 * from the customer's own page (customer-dashboard.tsx), so that customers do not load the admin's
 * controls.
 */
export function AdminUserDashboard({ first }: { first?: Partial<UserDashboardFirstAnswers> }) {
  const t = useTranslations('Dashboard');
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const ownerId = searchParams.get(CUSTOMER_PARAM) ?? '';
  const orgId = searchParams.get(ORG_PARAM) ?? '';

  const chooseCustomer = useCallback(
    (customerId: string) => {
      const params = new URLSearchParams(searchParams.toString());
      if (customerId) params.set(CUSTOMER_PARAM, customerId);
      else params.delete(CUSTOMER_PARAM);
      params.delete(ORG_PARAM);
      const query = params.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [pathname, router, searchParams],
  );

  return (
    <div className="mt-6 space-y-6">
      <CustomerSelect
        first={first?.customers}
        layout="stacked"
        label={t('customerLabel')}
        value={orgId || ownerId}
        organisation={!!orgId}
        onChange={chooseCustomer}
      />
      {/* Without email, a customer who forgot their password gets a link from here. */}
      {ownerId && !orgId ? (
        <div className="flex flex-wrap items-start gap-3">
          <ResetLinkButton key={ownerId} customerId={ownerId} />
          {/* A customer who lost their authenticator app and recovery codes, verified another way. */}
          <TwoFactorResetButton key={`2fa:${ownerId}`} customerId={ownerId} />
        </div>
      ) : null}
      <DashboardBody
        key={`${orgId}:${ownerId}`}
        admin
        ownerId={ownerId}
        orgId={orgId}
        first={(first?.ownerId ?? '') === ownerId && (first?.orgId ?? '') === orgId ? first : undefined}
      />
    </div>
  );
}
