import type { SavedView } from '@/lib/api/contract/views';
import type { ItemResponse } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/**
 * The saved views' calls (docs/product.md, Saved views): the active organisation's views of the
 * devices table. `baseUrl` is the runtime `dashboardApiUrl`.
 */
export interface ViewInput {
  name: string;
  /** The devices API's query string of the table (lib/table/saved-view.ts). */
  query: string;
  columns: string[] | null;
}

export function listViews(baseUrl: string, token: string): Promise<{ data: SavedView[] }> {
  return httpRequest(`${baseUrl}/api/views`, { token, noCache: true });
}

export function createView(
  baseUrl: string,
  token: string,
  input: ViewInput,
): Promise<ItemResponse<SavedView>> {
  return httpRequest(`${baseUrl}/api/views`, { method: 'POST', token, body: input });
}

export function updateView(
  baseUrl: string,
  token: string,
  id: string,
  input: Partial<ViewInput>,
): Promise<ItemResponse<SavedView>> {
  return httpRequest(`${baseUrl}/api/views/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    token,
    body: input,
  });
}

export function deleteView(baseUrl: string, token: string, id: string): Promise<void> {
  return httpRequest(`${baseUrl}/api/views/${encodeURIComponent(id)}`, { method: 'DELETE', token });
}
