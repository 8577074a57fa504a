'use client';

import { useCallback, useEffect, useState } from 'react';

import { probeHealth, type ProbeResult } from './probe-health';

export interface HostToCheck {
  id: string;
  /** Base URL; '' is this server. */
  url: string;
}

interface Settled {
  run: number;
  result: ProbeResult;
}

/**
 * Checks every host once when the page opens and again on `rerun()` (`hosts` must be memoised). A host's result belongs to a
 * run; while a newer run is under way it shows as checking (its last result stays available).
 */
export function useHostChecks(hosts: readonly HostToCheck[]) {
  const [run, setRun] = useState(0);
  const [settled, setSettled] = useState<Record<string, Settled>>({});

  useEffect(() => {
    let current = true;
    for (const { id, url } of hosts) {
      probeHealth(url).then((result) => {
        if (current) setSettled((previous) => ({ ...previous, [id]: { run, result } }));
      });
    }
    return () => {
      current = false;
    };
  }, [hosts, run]);

  const rerun = useCallback(() => setRun((value) => value + 1), []);
  const checking = hosts.some((host) => settled[host.id]?.run !== run);
  return {
    results: Object.fromEntries(
      hosts.map((host) => [host.id, settled[host.id]?.run === run ? settled[host.id].result : undefined]),
    ) as Record<string, ProbeResult | undefined>,
    checking,
    rerun,
  };
}
