import { httpRequest } from '@/lib/http/client';

/** The public contact form's call to the dashboard API. `baseUrl` is the runtime `dashboardApiUrl`. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export interface ContactReceipt {
  data: { id: string; createdAt: string };
}

export function sendContactMessage(baseUrl: string, message: ContactMessage): Promise<ContactReceipt> {
  return httpRequest<ContactReceipt>(`${baseUrl}/api/contact`, { method: 'POST', body: message });
}
