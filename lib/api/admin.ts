import type { AdminOrgList } from '@/lib/api/contract/orgs';
import type { DashboardFirstAnswers } from '@/lib/api/stats';
import type {
  AdminAppList,
  ContactMessagePage,
  CustomerList,
  ItemResponse,
  Stats,
  UnknownKeyHour,
} from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

export function listCustomers(baseUrl: string, token: string): Promise<CustomerList> {
  return httpRequest(`${baseUrl}/api/admin/customers`, { token, noCache: true });
}

/** Every organisation with its counts and owners, newest first (admins); `search`: name or an owner's email. */
export function listAdminOrgs(
  baseUrl: string,
  token: string,
  { search }: { search?: string } = {},
): Promise<AdminOrgList> {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return httpRequest(`${baseUrl}/api/admin/orgs${query}`, { token, noCache: true });
}

/** Heartbeats refused for keys of no app, per UTC hour of the last 24 hours (admins). */
export function getUnknownKeyRefusals(
  baseUrl: string,
  token: string,
): Promise<ItemResponse<UnknownKeyHour[]>> {
  return httpRequest(`${baseUrl}/api/admin/ingest/unknown-keys`, { token });
}

/**
 * The admin dashboard's calls as the server answered them while rendering the page, each left out when
 * it could not be answered there (the browser then makes the call, as for any other page).
 */
export interface AdminDashboardFirstAnswers {
  stats?: ItemResponse<Stats>;
  apps?: AdminAppList;
  customers?: CustomerList;
  contactMessages?: ContactMessagePage;
}

/**
 * The admin's view of a customer's dashboard (`/admin/user-dashboard`) as the server answered it while
 * rendering the page: the figures for the `customer` (or `orgId`) parameter it rendered with, and the
 * customers to choose from, each left out when it could not be answered there.
 */
export interface UserDashboardFirstAnswers extends DashboardFirstAnswers {
  /** The `customer` parameter the figures are for, as the address has it ('' for every customer). */
  ownerId: string;
  /** The `orgId` parameter, as the address has it ('' for none): one organisation, winning over `customer`. */
  orgId: string;
  customers?: CustomerList;
}
