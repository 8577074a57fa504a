import type {
  AdminAppList,
  ContactMessagePage,
  Customer,
  ItemResponse,
  ListResponse,
  Stats,
} from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

export function listCustomers(baseUrl: string, token: string): Promise<ListResponse<Customer>> {
  return httpRequest(`${baseUrl}/api/admin/customers`, { token, noCache: true });
}

/** Heartbeats refused for keys of no app, per UTC hour of the last 24 hours (admins). */
export function getUnknownKeyRefusals(
  baseUrl: string,
  token: string,
): Promise<{ data: { hour: string; count: number }[] }> {
  return httpRequest(`${baseUrl}/api/admin/ingest/unknown-keys`, { token });
}

/**
 * The admin dashboard's calls as the server answered them while rendering the page, each left out when
 * it could not be answered there (the browser then makes the call, as for any other page).
 */
export interface AdminDashboardFirstAnswers {
  stats?: ItemResponse<Stats>;
  apps?: AdminAppList;
  customers?: ListResponse<Customer>;
  contactMessages?: ContactMessagePage;
}
