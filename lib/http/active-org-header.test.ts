import { describe, expect, it } from '@jest/globals';

import { httpRequest } from '@/lib/http/client';
import { storeActiveOrg } from '@/lib/preferences/active-org';
import { jsonResponse, mockFetchForEachTest } from '@/test/fetch-mock';

const fetchMock = mockFetchForEachTest();

describe('the organisation a call acts in', () => {
  it('names the stored active organisation on signed-in calls, unless the call is about the caller', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
    storeActiveOrg('org-7');
    await httpRequest('/api/apps', { token: 't' });
    await httpRequest('/api/orgs', { token: 't', withoutOrg: true });
    await httpRequest('/api/v1/auth/login', { method: 'POST', body: {} });
    window.localStorage.clear();
    await httpRequest('/api/apps', { token: 't' });
    const sent = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['X-Fleetdeck-Org'],
    );
    // The cookie mirror stands in when localStorage has nothing (a browser refusing storage).
    expect(sent).toEqual(['org-7', undefined, undefined, 'org-7']);
    expect(document.cookie).toContain('active_org=org-7');
  });
});
