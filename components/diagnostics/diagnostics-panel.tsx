import { BuildCard } from './build-card';
import { DisplayCard } from './display-card';
import { HostsCard } from './hosts-card';
import { SessionCard } from './session-card';

/** The `/test` page for operators: session, API hosts, build, language and display settings. */
export function DiagnosticsPanel() {
  return (
    // grid-cols-1 (minmax(0, 1fr)): a card never grows past the screen for a long translation; its
    // wide table scrolls inside it instead.
    <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-2">
      <SessionCard />
      <HostsCard />
      <BuildCard />
      <DisplayCard />
    </div>
  );
}
