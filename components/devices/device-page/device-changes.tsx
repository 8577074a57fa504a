'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { ScrollingTable } from '@/components/data-table/scrolling-table';
import type { DeviceChange } from '@/lib/api/types';

import { FormattedDate } from '../formatted-date';
import { NotReported } from '../not-reported';
import { EMPTY, SECTION, SECTION_TITLE, TABLE, TD, TH } from './styles';

/**
 * The history of changes of model, OS, SDK and app version and of attributes, newest first: what, from,
 * to, when. An attribute added has no value before, one removed none after ("Not reported").
 */
export function DeviceChanges({ changes }: { changes: readonly DeviceChange[] }) {
  const t = useTranslations('DevicePage');
  const field = useTranslations('DeviceColumns');
  const id = useId();
  return (
    <section aria-labelledby={id} className={SECTION}>
      <h2 id={id} className={SECTION_TITLE}>
        {t('changesTitle')}
      </h2>
      {changes.length === 0 ? (
        <p className={EMPTY}>{t('noChanges')}</p>
      ) : (
        <ScrollingTable>
          <table className={TABLE}>
            <thead>
              <tr>
                {(['changeField', 'changeFrom', 'changeTo', 'changeAt'] as const).map((key) => (
                  <th key={key} scope="col" className={TH}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={`${change.at}-${change.field}-${change.attribute ?? ''}`}>
                  <td className={`${TD} wrap-anywhere`}>
                    {change.field === 'attribute'
                      ? t('attributeChange', { key: change.attribute ?? '' })
                      : field(change.field)}
                  </td>
                  <td dir="auto" className={`${TD} wrap-anywhere`}>
                    {change.from ?? <NotReported />}
                  </td>
                  <td dir="auto" className={`${TD} wrap-anywhere`}>
                    {change.to ?? <NotReported />}
                  </td>
                  <td className={TD}>
                    <FormattedDate value={change.at} withTime />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  );
}
