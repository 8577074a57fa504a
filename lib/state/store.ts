import { createStore, type StoreApi } from 'zustand/vanilla';

import type { UserInfo } from '@/lib/api/contract/auth';
import type { OrgList } from '@/lib/api/contract/orgs';
import type { PublicRuntimeConfig } from '@/lib/config/runtime';
import { DEFAULT_DISPLAY_SETTINGS, type DisplaySettings } from '@/lib/display/settings';
import type { SignInNotice } from '@/lib/state/session';

/**
 * The browser's state of the console, one zustand store per page tree (components/state/console-store.tsx
 * makes it; on the server one per request, so that no request sees another's values). None of it is
 * persisted here: fields that outlive the page are kept by the modules their comments name.
 */
export interface ConsoleState {
  /** The API hosts and product name, handed over by the server at request time (not persisted). */
  runtimeConfig: PublicRuntimeConfig;
  /**
   * Display settings. Persisted by `DisplaySettingsSync` (components/settings) to localStorage, one key
   * per setting, and mirrored to the `display_settings` cookie for the server's first render. Changed
   * through `updateDisplaySettings` (display.ts).
   */
  displaySettings: DisplaySettings;
  /**
   * The signed-in user. Persisted as localStorage `user_info` through the sign-in record module; the
   * session guard starts it from there on the client, and the calls in user-actions.ts keep both in
   * step. The calls live apart so that the sign-in page, whose guard reads it, does not ship them.
   */
  userInfo: UserInfo | null;
  /**
   * The full-screen loader flag. The name update turns it on while it saves and off at the end; it
   * starts off so that a page never waits on a loader nobody will hide.
   */
  mainLoader: boolean;
  /**
   * The organisation the console shows (docs/product.md, Organisations): started by the shell from the
   * `active_org` cookie the server read (or the server's own choice), then kept in step with
   * localStorage, in this tab and others (components/orgs/active-org-sync.tsx). Persisted in
   * localStorage with its cookie mirror by lib/preferences/active-org.ts; the HTTP client reads it from
   * there for every call's `X-Fleetdeck-Org`. Its entry and the caller's role: org.ts.
   */
  activeOrgId: string | null;
  /**
   * How many times this tab's organisation changed (a switch here or in another tab): data loaded
   * before the last change belongs to another organisation, so loaders fetch again and show none of it
   * meanwhile (components/data/use-api-resource.ts). Starting from the first id known is not a change.
   */
  orgSwitchCount: number;
  /**
   * The caller's organisations with their role (GET /api/orgs), loaded by the shell's switcher; null
   * until it is. Not persisted: the server's answer is the truth about memberships.
   */
  orgList: OrgList | null;
  /** The sidebar: what the user chose for this width class (null: the default), see sidebar.ts. */
  sidebarChoice: boolean | null;
  /** Whether the user keeps the sidebar open on wide screens (the `sidebar_state` cookie), see sidebar.ts. */
  sidebarWideOpen: boolean;
  /**
   * True once the console shell has mounted for the first time in this page's life. The full-screen
   * loader (docs/product.md, Shell) shows until then, and never again on later navigations.
   */
  shellReady: boolean;
  /**
   * How many times this tab changed the organisation's saved views (saved, updated, deleted one): the
   * sidebar's list and the devices page read them again when it moves (components/devices/views/). Not
   * persisted; another member's change shows on the next page load.
   */
  savedViewsChanges: number;
  /** What the session guard found for the sign-in and sign-up forms to tell (session.ts). */
  signInNotice: SignInNotice | null;
}

export type ConsoleStore = StoreApi<ConsoleState>;

const INITIAL_STATE: ConsoleState = {
  runtimeConfig: { productName: 'Fleetdeck', authApiUrl: '', dashboardApiUrl: '' },
  displaySettings: { ...DEFAULT_DISPLAY_SETTINGS },
  userInfo: null,
  mainLoader: false,
  activeOrgId: null,
  orgSwitchCount: 0,
  orgList: null,
  sidebarChoice: null,
  sidebarWideOpen: true,
  shellReady: false,
  savedViewsChanges: 0,
  signInNotice: null,
};

/** A store starting from the defaults above, with `initial` over them (what the server read). */
export function createConsoleStore(initial: Partial<ConsoleState> = {}): ConsoleStore {
  return createStore<ConsoleState>()(() => ({ ...INITIAL_STATE, ...initial }));
}
