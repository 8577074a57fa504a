import type { Customer, ListResponse } from '@/lib/api/types';
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
