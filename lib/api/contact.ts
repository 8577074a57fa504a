import type { ContactMessagePage, ContactReceived, ItemResponse } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';
import type { ContactInput } from '@/lib/validations/contact';

/** The contact form's calls to the dashboard API. `baseUrl` is the runtime `dashboardApiUrl`. */
export type ContactReceipt = ItemResponse<ContactReceived>;

/** The public form's call: no token. */
export function sendContactMessage(baseUrl: string, input: ContactInput): Promise<ContactReceipt> {
  return httpRequest<ContactReceipt>(`${baseUrl}/api/contact`, { method: 'POST', body: input });
}

/** Messages in the admin dashboard's first page of contact messages and in each one "Show more" fetches. */
export const CONTACT_MESSAGES_PAGE = 10;

/** The admins' reading, a page at a time: `before` is the previous page's `nextCursor`. */
export function listContactMessages(
  baseUrl: string,
  token: string,
  page: { limit?: number; before?: string } = {},
): Promise<ContactMessagePage> {
  const params = new URLSearchParams();
  if (page.limit !== undefined) params.set('limit', String(page.limit));
  if (page.before) params.set('before', page.before);
  const query = params.toString();
  return httpRequest(`${baseUrl}/api/admin/contact-messages${query ? `?${query}` : ''}`, {
    token,
    noCache: true,
  });
}
