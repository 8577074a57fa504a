import type { ContactMessage, Customer, ListResponse } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

export function listCustomers(baseUrl: string, token: string): Promise<ListResponse<Customer>> {
  return httpRequest(`${baseUrl}/api/admin/customers`, { token, noCache: true });
}

export function listContactMessages(baseUrl: string, token: string): Promise<ListResponse<ContactMessage>> {
  return httpRequest(`${baseUrl}/api/admin/contact-messages`, { token, noCache: true });
}
