'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { ScrollingTable } from '@/components/data-table/scrolling-table';
import { useClock } from '@/components/i18n/use-clock';
import type { DeviceSession } from '@/lib/api/types';

import { FormattedDate } from '../formatted-date';
import { EMPTY, SECTION, SECTION_TITLE, TABLE, TD, TH } from './styles';
import { useDuration } from './use-duration';

/** The timeline of online sessions of the last 7 days, newest first: start, end or "now", duration. */
export function DeviceSessions({ sessions }: { sessions: readonly DeviceSession[] }) {
  const t = useTranslations('DevicePage');
  const duration = useDuration();
  const now = useClock(60_000);
  const id = useId();
  return (
    <section aria-labelledby={id} className={SECTION}>
      <h2 id={id} className={SECTION_TITLE}>
        {t('sessionsTitle')}
      </h2>
      {sessions.length === 0 ? (
        <p className={EMPTY}>{t('noSessions')}</p>
      ) : (
        <ScrollingTable>
          <table className={TABLE}>
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  {t('sessionStart')}
                </th>
                <th scope="col" className={TH}>
                  {t('sessionEnd')}
                </th>
                <th scope="col" className={TH}>
                  {t('sessionDuration')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => {
                const end = session.end === null ? now.getTime() : Date.parse(session.end);
                return (
                  <tr key={session.start}>
                    <td className={TD}>
                      <FormattedDate value={session.start} withTime />
                    </td>
                    <td className={TD}>
                      {session.end === null ? (
                        <span className="font-medium text-emerald-700 dark:text-emerald-300">{t('now')}</span>
                      ) : (
                        <FormattedDate value={session.end} withTime />
                      )}
                    </td>
                    <td className={TD}>{duration(Math.max(0, (end - Date.parse(session.start)) / 1000))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  );
}
