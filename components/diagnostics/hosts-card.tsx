'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useSyncExternalStore } from 'react';

import { ScrollingTable } from '@/components/data-table/scrolling-table';
import { SECONDARY_BUTTON } from '@/components/shell/styles';
import { useConsoleState } from '@/components/state/console-store';

import { DiagnosticsCard } from './diagnostics-card';
import { PROBE_TIMEOUT_MS, type ProbeResult } from './probe-health';
import { useHostChecks } from './use-host-checks';

const subscribeNever = () => () => undefined;

const OUTCOME_CLASS: Record<ProbeResult['outcome'], string> = {
  ok: 'text-emerald-700 dark:text-emerald-300',
  noHealthCheck: 'text-slate-700 dark:text-slate-300',
  error: 'text-red-700 dark:text-red-300',
  unreachable: 'text-red-700 dark:text-red-300',
  timeout: 'text-red-700 dark:text-red-300',
};

/**
 * Whether the host answered at all (any status, a 5xx too): only then is the time a round trip. A
 * timeout's time is the probe's own limit and a network failure's is how long the browser took to
 * give up, neither of them the host's latency.
 */
function answered(result: ProbeResult): boolean {
  return 'status' in result;
}

/** Reachability and round-trip time of both API hosts, measured from this browser. */
export function HostsCard() {
  const t = useTranslations('Diagnostics');
  const format = useFormatter();
  const { authApiUrl, dashboardApiUrl } = useConsoleState((state) => state.runtimeConfig);
  const origin = useSyncExternalStore(
    subscribeNever,
    () => window.location.origin,
    () => '',
  );
  const hosts = useMemo(
    () => [
      { id: 'auth', url: authApiUrl },
      { id: 'dashboard', url: dashboardApiUrl },
    ],
    [authApiUrl, dashboardApiUrl],
  );
  const { results, checking, rerun } = useHostChecks(hosts);

  const status = (result: ProbeResult | undefined) => {
    if (!result) return <span className="text-slate-600 dark:text-slate-400">{t('hosts.checking')}</span>;
    const text =
      'status' in result
        ? t(`hosts.outcome.${result.outcome}`, { status: result.status })
        : result.outcome === 'timeout'
          ? t('hosts.outcome.timeout', { seconds: PROBE_TIMEOUT_MS / 1000 })
          : t('hosts.outcome.unreachable');
    return <span className={`font-medium ${OUTCOME_CLASS[result.outcome]}`}>{text}</span>;
  };

  return (
    <DiagnosticsCard
      title={t('hosts.title')}
      action={
        // aria-disabled while checking, not disabled: the button keeps the focus it was pressed with.
        <button
          type="button"
          onClick={() => !checking && rerun()}
          aria-disabled={checking || undefined}
          className={SECONDARY_BUTTON}
        >
          {checking ? t('hosts.checking') : t('hosts.rerun')}
        </button>
      }
    >
      <ScrollingTable>
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('hosts.caption')}</caption>
          <thead className="text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('hosts.host')}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('hosts.address')}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('hosts.status')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('hosts.latency')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {hosts.map((host) => {
              const result = results[host.id];
              return (
                <tr key={host.id}>
                  <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-900 dark:text-white">
                    {t(`hosts.names.${host.id}`)}
                  </th>
                  <td className="break-all py-2 pe-3 font-mono text-xs text-slate-700 dark:text-slate-300">
                    {host.url || t('hosts.sameOrigin', { origin })}
                  </td>
                  <td className="py-2 pe-3">{status(result)}</td>
                  <td className="py-2 text-end tabular-nums text-slate-900 dark:text-slate-100">
                    {result && answered(result) ? (
                      format.number(Math.round(result.ms), { style: 'unit', unit: 'millisecond' })
                    ) : (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">{t('hosts.noLatency')}</span>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollingTable>
      <p role="status" className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        {checking ? t('hosts.running') : t('hosts.done')}
      </p>
    </DiagnosticsCard>
  );
}
