'use client';

import { IngestRefusalsPanel } from '@/components/apps/ingest-refusals-panel';
import { useAppIngest } from '@/components/apps/use-app-ingest';
import { InstallCheck } from '@/components/live/install-check';
import type { App } from '@/lib/api/types';

/** On the customer's guide: whether the chosen app's heartbeats arrive, and why some were refused. */
export function GuideIngest({ app }: { app: Pick<App, 'id' | 'name'> }) {
  const ingest = useAppIngest(app.id);
  return (
    <div className="max-w-2xl space-y-4">
      <InstallCheck app={app} ingest={ingest} />
      <IngestRefusalsPanel ingest={ingest} headingLevel="h2" />
    </div>
  );
}
