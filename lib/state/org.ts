import { atom } from 'jotai';

import type { OrgList, OrgSummary } from '@/lib/api/contract/orgs';
import type { OrgRole } from '@/lib/auth/org-roles';

/**
 * The organisation the console shows (docs/product.md, Organisations). `activeOrgIdAtom` is its id:
 * hydrated by the shell from the `active_org` cookie the server read (or the server's own choice),
 * then kept in step with localStorage, in this tab and others (components/orgs/active-org-sync.tsx).
 * Persisted in localStorage with its cookie mirror by lib/preferences/active-org.ts; the HTTP client
 * reads it from there for every call's `X-Fleetdeck-Org`.
 *
 * `orgListAtom` is the caller's organisations with their role (GET /api/orgs), loaded by the shell's
 * switcher; null until it is. Not persisted: the server's answer is the truth about memberships.
 */
export const activeOrgIdAtom = atom<string | null>(null);

/**
 * How many times this tab's organisation changed (a switch here or in another tab): data loaded before
 * the last change belongs to another organisation, so loaders fetch again and show none of it meanwhile
 * (components/data/use-api-resource.ts). Starting the atom from the first id known is not a change.
 */
export const orgSwitchCountAtom = atom(0);

export const orgListAtom = atom<OrgList | null>(null);

/** The active organisation's entry, once the list is known. */
export const activeOrgAtom = atom<OrgSummary | null>((get) => {
  const list = get(orgListAtom);
  const id = get(activeOrgIdAtom) ?? list?.activeOrgId;
  return list?.data.find((org) => org.id === id) ?? null;
});

/** The caller's role in the active organisation; null while unknown (controls wait, the server decides). */
export const activeOrgRoleAtom = atom<OrgRole | null>((get) => get(activeOrgAtom)?.role ?? null);
