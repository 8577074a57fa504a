/**
 * The organisations API as the console's unit tests fake it (lib/api/contract/orgs.ts): a store with
 * the caller's organisations, and answers to the calls the switcher and the members page make.
 */
import { act } from '@testing-library/react';

import type { OrgInvitation, OrgList, OrgMember, OrgSummary } from '@/lib/api/contract/orgs';
import type { OrgRole } from '@/lib/auth/org-roles';
import type { TestStore } from '@/test/render-with-intl';

export function makeOrg(overrides: Partial<OrgSummary> = {}): OrgSummary {
  return {
    id: 'o1',
    name: 'Acme',
    role: 'owner',
    memberCount: 2,
    requireTwoFactor: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeMember(
  userId: string,
  name: string,
  role: OrgRole,
  email = `${userId}@example.com`,
): OrgMember {
  return {
    userId,
    name,
    email,
    role,
    joinedAt: '2026-01-02T00:00:00.000Z',
    lastActiveAt: null,
    twoFactor: null,
  };
}

export function makeInvitation(overrides: Partial<OrgInvitation> = {}): OrgInvitation {
  return {
    id: 'i1',
    email: 'grace@example.com',
    role: 'viewer',
    invitedBy: { name: 'Ada Lovelace', email: 'ada@example.com' },
    createdAt: '2026-01-03T00:00:00.000Z',
    sentAt: '2026-01-03T00:00:00.000Z',
    expiresAt: '2026-01-10T00:00:00.000Z',
    status: 'pending',
    ...overrides,
  };
}

/** Puts the caller's organisations in the store, as the switcher leaves them once loaded. */
export function givenOrgs(store: TestStore, orgs: OrgSummary[], activeOrgId = orgs[0].id): OrgList {
  const list = { data: orgs, activeOrgId };
  act(() => store.setState({ orgList: list }));
  return list;
}
