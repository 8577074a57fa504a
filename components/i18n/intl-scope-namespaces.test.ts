/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import en from '@/messages/en.json';
import { intlScopeUses } from '@/test/client-namespaces';

// Read once: every scope of app/ and components/, with what its client components ask for.
const uses = intlScopeUses();

/**
 * Uses the sources show but that never render under that scope, so the scope rightly leaves the
 * namespace out (each one costs the page's first load): scope file -> "Namespace (file)".
 */
const NEVER_RENDERED: Record<string, string[]> = {
  // Apps always have a platform: PlatformName shows NotReported only for a device that sent none.
  'app/(admin)/admin-dashboard/page.tsx': ['DeviceColumns (components/devices/not-reported.tsx)'],
  // The admin's guide shows no install check and no refusals (GuideDocument's `admin`): they are for an
  // app's owner.
  'app/(admin)/admin/sdk-integration-guide/page.tsx': [
    'IngestRefusals (components/apps/ingest-refusals-panel.tsx)',
    'InstallCheck (components/live/install-check.tsx)',
  ],
  // The sign-up form imports only StorageBlockedNotice from the sign-in form's parts.
  'app/(auth)/auth/signup/page.tsx': [
    'SignInForm (components/auth/sign-in-parts.tsx)',
    'Session (components/auth/sign-in-parts.tsx)',
  ],
  // The invitation page's sign-up form likewise.
  'app/(auth)/auth/invitation/page.tsx': [
    'SignInForm (components/auth/sign-in-parts.tsx)',
    'Session (components/auth/sign-in-parts.tsx)',
  ],
  // The session gate keeps a page under the "session ended" notice only outside the auth pages.
  'app/(auth)/layout.tsx': ['SessionEnded (components/auth/session-ended-notice.tsx)'],
};

describe('IntlScope namespaces', () => {
  it('finds the scopes of the shell, the pages and the auth layout', () => {
    const files = uses.map((use) => use.file);
    expect(files).toEqual(
      expect.arrayContaining([
        'components/shell/console-layout.tsx',
        'app/(auth)/layout.tsx',
        'app/(app)/page.tsx',
        'app/(admin)/admin/sdk-integration-guide/page.tsx',
      ]),
    );
    // Each scope reaches client components that read messages.
    for (const use of uses) expect([use.file, use.used.size > 0]).toEqual([use.file, true]);
  });

  it.each(uses.map((use) => [use.file, use] as const))(
    '%s hands its client components every namespace they use',
    (_file, use) => {
      const missing = [...use.used]
        .filter(([namespace]) => !use.namespaces.includes(namespace))
        .map(([namespace, files]) => `${namespace} (${[...new Set(files)].join(', ')})`);
      expect(missing).toEqual(NEVER_RENDERED[use.file]?.filter((entry) => missing.includes(entry)) ?? []);
      expect(use.unreadable).toEqual([]);
    },
  );

  it('keeps the never-rendered uses above current: each is still in the sources', () => {
    const seen = uses.flatMap((use) =>
      [...use.used].flatMap(([namespace, files]) =>
        files.map((file) => `${use.file}: ${namespace} (${file})`),
      ),
    );
    const listed = Object.entries(NEVER_RENDERED).flatMap(([file, entries]) =>
      entries.map((entry) => `${file}: ${entry}`),
    );
    expect(seen).toEqual(expect.arrayContaining(listed));
  });

  it('lists only namespaces that exist in the messages', () => {
    const unknown = uses.flatMap((use) =>
      use.namespaces
        .filter((namespace) => !(namespace in en))
        .map((namespace) => `${use.file}: ${namespace}`),
    );
    expect(unknown).toEqual([]);
  });
});
