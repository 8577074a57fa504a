import { describe, expect, it } from '@jest/globals';

import { auditQueryFromState, startOfDay } from './audit-table';

describe('auditQueryFromState', () => {
  it('asks for the page, the search and the filters, with days as the user’s own midnights', () => {
    const query = auditQueryFromState({
      page: 3,
      pageSize: 50,
      sort: null,
      q: 'shop',
      filters: { action: 'app.rename', actor: 'ann', target: '', from: '2026-03-01', to: '2026-03-31' },
    });
    expect(query).toEqual({
      page: 3,
      pageSize: 50,
      q: 'shop',
      action: 'app.rename',
      actor: 'ann',
      target: undefined,
      from: new Date(2026, 2, 1).toISOString(),
      // The last day is included: the API's `to` is the start of the next one.
      to: new Date(2026, 3, 1).toISOString(),
      orgId: undefined,
      ownerId: undefined,
    });
  });

  it('asks for one organisation (an admin’s `orgId`), which wins over an owner', () => {
    const state = { page: 1, pageSize: 25 as const, sort: null, q: '' };
    expect(auditQueryFromState({ ...state, filters: { owner: 'u1' } })).toMatchObject({ ownerId: 'u1' });
    const both = auditQueryFromState({ ...state, filters: { owner: 'u1', orgId: 'o7' } });
    expect(both).toMatchObject({ orgId: 'o7', ownerId: undefined });
  });

  it('leaves out what is not a day', () => {
    expect(startOfDay('')).toBeUndefined();
    expect(startOfDay('yesterday')).toBeUndefined();
    expect(startOfDay('2026-12-31', 1)).toBe(new Date(2027, 0, 1).toISOString());
  });
});
