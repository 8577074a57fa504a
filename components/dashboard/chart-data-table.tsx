'use client';

import { useTranslations } from 'next-intl';

/** The chart's figures for screen readers: a table nobody sees, in the order of the bars. */
export function ChartDataTable({
  caption,
  times,
  values,
}: {
  caption: string;
  times: readonly string[];
  values: readonly string[];
}) {
  const t = useTranslations('Dashboard');
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('chart.timeColumn')}</th>
          <th scope="col">{t('chart.valueColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {times.map((time, index) => (
          <tr key={index}>
            <th scope="row">{time}</th>
            <td>{values[index]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
