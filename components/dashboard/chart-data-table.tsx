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
  // The wrapper is what is hidden: a table ignores the 1px width of `sr-only`, and a wide one (a long
  // translation) would still stretch the page sideways.
  return (
    <div className="sr-only">
      <table>
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
    </div>
  );
}
