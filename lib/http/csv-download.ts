import { announceSessionEvent } from '@/lib/auth/session-events';
import { activeOrgHeader, errorFromResponse, HttpError } from '@/lib/http/client';

const LINE_FEED = 10;

/**
 * A CSV export as the server streams it (the audit log's, the devices'), kept as a Blob to save.
 * `onProgress` hears the number of data rows received so far (line ends past the header's; a value
 * with a line break inside counts twice, which a progress count can bear). A refused answer becomes
 * an HttpError like any other call's.
 */
export async function fetchCsv(
  url: string,
  token: string,
  onProgress?: (rows: number) => void,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, ...activeOrgHeader() },
      cache: 'no-store',
    });
  } catch (error) {
    throw new HttpError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    if (response.status === 401) announceSessionEvent({ type: 'refused', token });
    throw errorFromResponse(response, await response.text().catch(() => ''));
  }
  if (!response.body) return response.blob();
  const chunks: Uint8Array[] = [];
  let lines = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      for (const byte of value) if (byte === LINE_FEED) lines += 1;
      onProgress?.(Math.max(0, lines - 1));
    }
  } catch (error) {
    throw new HttpError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
  return new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' });
}
