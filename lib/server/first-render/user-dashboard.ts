import 'server-only';

import { headers } from 'next/headers';

import type { UserDashboardFirstAnswers } from '@/lib/api/admin';
import { asAnswer, pageUserOrNone } from '@/lib/server/first-render/answer';
import { adminStatsAnswer, customersAnswer } from '@/lib/server/http/answers';
import { adminOrgFilter } from '@/lib/server/orgs/active';

/**
 * The admin's view of a customer's dashboard, answered while the page renders (docs/architecture.md,
 * "First answers"), for an admin only: the figures for the address's `orgId`, else its `customer`
 * (each its first value, as the browser reads it; read as the API reads `orgId` and `ownerId`, the
 * latter being that customer's personal organisation: docs/product.md, Organisations), and, on the
 * browser's own load of the page (`Sec-Fetch-Dest: document`), the customer list of the select.
 * Choosing another customer renders the page again: its figures come with that render, while the
 * select keeps the list it has. A call that fails here is left to the browser.
 */
export async function userDashboardFirstAnswers(
  customer: string | string[] | undefined,
  org?: string | string[] | undefined,
): Promise<UserDashboardFirstAnswers> {
  const ownerId = (Array.isArray(customer) ? customer[0] : customer) ?? '';
  const orgId = (Array.isArray(org) ? org[0] : org) ?? '';
  const user = await pageUserOrNone();
  if (user?.role !== 'admin') return { ownerId, orgId };
  const load = (await headers()).get('sec-fetch-dest') === 'document';
  const [stats, customers] = await Promise.allSettled([
    adminOrgFilter(new URLSearchParams({ ownerId, orgId })).then(adminStatsAnswer),
    load ? customersAnswer() : null,
  ]);
  return { ownerId, orgId, stats: asAnswer(stats), ...(load && { customers: asAnswer(customers) }) };
}
