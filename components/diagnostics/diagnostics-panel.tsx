'use client';

import { BuildCard } from './build-card';
import { DisplayCard } from './display-card';
import { HostsCard } from './hosts-card';
import { SessionCard } from './session-card';

/** The `/test` page for operators: session, API hosts, build, language and display settings. */
export function DiagnosticsPanel() {
  return (
    <div className="mt-6 grid gap-6 xl:grid-cols-2">
      <SessionCard />
      <HostsCard />
      <BuildCard />
      <DisplayCard />
    </div>
  );
}
