'use client';

import type { ReactNode } from 'react';

import { LocaleSync } from '@/components/i18n/locale-sync';
import { DisplaySettingsSync } from '@/components/settings/display-settings-sync';
import { ConsoleStoreProvider } from '@/components/state/console-store';
import type { PublicRuntimeConfig } from '@/lib/config/runtime';
import type { DisplaySettings } from '@/lib/display/settings';

/** What the server read from cookies and the environment, handed to the client's store. */
interface ProvidersProps {
  display: DisplaySettings;
  runtimeConfig: PublicRuntimeConfig;
  /** The zone the server formatted this page's dates in (from the `tz` cookie, UTC without one). */
  timeZone: string;
  children: ReactNode;
}

export function AppProviders({ display, runtimeConfig, timeZone, children }: ProvidersProps) {
  return (
    // The server read these from cookies and the environment; the client starts from the same values.
    <ConsoleStoreProvider initial={{ displaySettings: display, runtimeConfig }}>
      {/* Once for every layout: display settings and language follow localStorage. */}
      <DisplaySettingsSync />
      <LocaleSync serverTimeZone={timeZone} />
      {children}
    </ConsoleStoreProvider>
  );
}
