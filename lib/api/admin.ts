import type { Customer, ListResponse } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

export function listCustomers(baseUrl: string, token: string): Promise<ListResponse<Customer>> {
  return httpRequest(`${baseUrl}/api/admin/customers`, { token, noCache: true });
}
