'use client';

import { Provider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';

import { LocaleSync } from '@/components/i18n/locale-sync';
import { DisplaySettingsSync } from '@/components/settings/display-settings-sync';
import type { PublicRuntimeConfig } from '@/lib/config/runtime';
import type { DisplaySettings } from '@/lib/display/settings';
import { displaySettingsAtom } from '@/lib/state/display';
import { runtimeConfigAtom } from '@/lib/state/runtime-config';

/** What the server read from cookies and the environment, handed to the client's store. */
interface ProvidersProps {
  display: DisplaySettings;
  runtimeConfig: PublicRuntimeConfig;
  /** The zone the server formatted this page's dates in (from the `tz` cookie, UTC without one). */
  timeZone: string;
  children: ReactNode;
}

function HydrateAtoms({ display, runtimeConfig, children }: Omit<ProvidersProps, 'timeZone'>) {
  // The server read these from cookies and the environment; the client starts from the same values.
  useHydrateAtoms([
    [displaySettingsAtom, display],
    [runtimeConfigAtom, runtimeConfig],
  ]);
  return children;
}

export function AppProviders({ display, runtimeConfig, timeZone, children }: ProvidersProps) {
  return (
    <Provider>
      <HydrateAtoms display={display} runtimeConfig={runtimeConfig}>
        {/* Once for every layout: display settings and language follow localStorage. */}
        <DisplaySettingsSync />
        <LocaleSync serverTimeZone={timeZone} />
        {children}
      </HydrateAtoms>
    </Provider>
  );
}
