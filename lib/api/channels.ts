import type { EmailChannel, EmailChannelTest } from '@/lib/api/contract/channels';
import type { ItemResponse } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/**
 * The email channels' calls (docs/product.md, Email channels): the active organisation's channels.
 * `baseUrl` is the runtime `dashboardApiUrl`.
 */
export interface ChannelInput {
  name: string;
  recipientIds: string[];
}

const channelUrl = (baseUrl: string, id: string) => `${baseUrl}/api/channels/${encodeURIComponent(id)}`;

export function listChannels(baseUrl: string, token: string): Promise<{ data: EmailChannel[] }> {
  return httpRequest(`${baseUrl}/api/channels`, { token, noCache: true });
}

export function createChannel(
  baseUrl: string,
  token: string,
  input: ChannelInput,
): Promise<ItemResponse<EmailChannel>> {
  return httpRequest(`${baseUrl}/api/channels`, { method: 'POST', token, body: input });
}

export function updateChannel(
  baseUrl: string,
  token: string,
  id: string,
  input: Partial<ChannelInput>,
): Promise<ItemResponse<EmailChannel>> {
  return httpRequest(channelUrl(baseUrl, id), { method: 'PATCH', token, body: input });
}

export function deleteChannel(baseUrl: string, token: string, id: string): Promise<void> {
  return httpRequest(channelUrl(baseUrl, id), { method: 'DELETE', token });
}

export function testChannel(
  baseUrl: string,
  token: string,
  id: string,
): Promise<ItemResponse<EmailChannelTest>> {
  return httpRequest(`${channelUrl(baseUrl, id)}/test`, { method: 'POST', token });
}
