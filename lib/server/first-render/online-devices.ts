import 'server-only';

import { headers } from 'next/headers';

import { devicePageKey, deviceQueryString, type OnlineDevicesFirstAnswers } from '@/lib/api/devices';
import { asAnswer, pageOrgOrNone, pageUserOrNone } from '@/lib/server/first-render/answer';
import { adminAppsAnswer, appsAnswer, customersAnswer, devicesAnswer } from '@/lib/server/http/answers';
import { adminOrgFilter } from '@/lib/server/orgs/active';
import { deviceTableQuery } from '@/lib/table/device-table';
import type { SearchParamsInput } from '@/lib/table/url-state';

/**
 * The devices tables' calls (a page of devices for the address's query, the apps, and for an admin
 * the customers of the owner filter), answered while the page renders (docs/architecture.md, "First
 * answers"): the active organisation's for a member's page, every organisation's (or the filter's) for an
 * admin's. Only for the browser's
 * own load of the page (`Sec-Fetch-Dest: document`): Next.js renders the page again, with a request
 * of its own, each time the table changes the address (a search, a sort, a page), and the table asks
 * for those rows itself. A call that fails here, like a query the API refuses, is left to the browser,
 * which shows its error as before.
 */
export async function onlineDevicesFirstAnswers(
  searchParams: Promise<SearchParamsInput>,
  { admin }: { admin: boolean },
): Promise<OnlineDevicesFirstAnswers> {
  if ((await headers()).get('sec-fetch-dest') !== 'document') return {};
  const user = await pageUserOrNone();
  if (!user || (admin && user.role !== 'admin')) return {};
  // A member's: their active organisation's, as their calls without the header; an admin's filter.
  const org = admin ? null : await pageOrgOrNone(user);
  if (!admin && !org) return {};
  const query = deviceTableQuery(await searchParams, { admin });
  const params = new URLSearchParams(deviceQueryString(query));
  const orgId = org ? org.orgId : await adminOrgFilter(params);
  const [devices, apps, customers] = await Promise.allSettled([
    devicesAnswer(params, { orgId, admin }),
    org ? appsAnswer(org) : adminAppsAnswer(orgId),
    admin ? customersAnswer() : null,
  ]);
  const page = asAnswer<NonNullable<OnlineDevicesFirstAnswers['devices']>['page']>(devices);
  return {
    devices: page && { key: devicePageKey(query, admin), page },
    apps: asAnswer(apps),
    ...(admin && { customers: asAnswer(customers) }),
  };
}
