'use client';

import {
  barGeometry,
  labelledIndices,
  valueTicks,
  valueY,
  type PlotBox,
} from '@/components/dashboard/chart-scale';
import { ChartValueGrid } from '@/components/dashboard/chart-value-grid';
import { useElementWidth } from '@/components/dashboard/use-element-width';
import type { VersionAdoption } from '@/lib/api/contract/versions';

const HEIGHT = 240;
const MARGIN = { top: 12, bottom: 28, end: 8 };

/** One colour a version, newest first; the rest share the last. */
export const VERSION_COLOURS = [
  'fill-brand-600 dark:fill-brand-500',
  'fill-sky-400 dark:fill-sky-600',
  'fill-amber-400 dark:fill-amber-600',
  'fill-emerald-400 dark:fill-emerald-600',
  'fill-rose-400 dark:fill-rose-600',
  'fill-slate-400 dark:fill-slate-500',
] as const;

export const colourOf = (index: number) => VERSION_COLOURS[Math.min(index, VERSION_COLOURS.length - 1)];

/**
 * The active devices by app version over the days, as stacked areas drawn in plain SVG (like the
 * dashboard's chart): the newest version at the bottom. One image to assistive technology, named by
 * `summary`; the figures are in the versions table beside it. The days run from the start side.
 */
export function AdoptionChart({
  adoption,
  dayLabels,
  summary,
  rtl,
  formatValue,
}: {
  adoption: VersionAdoption;
  dayLabels: readonly string[];
  summary: string;
  rtl: boolean;
  formatValue: (value: number) => string;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  if (width === null) return <div ref={ref} className="w-full" style={{ height: HEIGHT }} />;
  const days = adoption.days;
  const ticks = valueTicks(Math.max(0, ...days.map((day) => day.active)));
  const top = ticks[ticks.length - 1];
  const axis = Math.max(28, formatValue(top).length * 7 + 12);
  const box: PlotBox = { width, height: HEIGHT, axis, ...MARGIN };
  const centers = days.map((_, index) => barGeometry(box, days.length, index, rtl).center);
  const labelled = labelledIndices(days.length, Math.max(2, Math.floor(width / 72)));
  // Stacked from the newest version up: each area lies between the sum below it and the sum with it.
  const below = days.map(() => 0);
  const areas = adoption.versions.map((entry, index) => {
    const bottom = [...below];
    days.forEach((day, i) => {
      below[i] += day.versions.find((item) => item.version === entry.version)?.devices ?? 0;
    });
    const upper = centers.map((x, i) => `${x},${valueY(box, below[i], top)}`);
    const lower = centers.map((x, i) => `${x},${valueY(box, bottom[i], top)}`).reverse();
    return { key: entry.version ?? '', points: [...upper, ...lower].join(' '), colour: colourOf(index) };
  });

  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-label={summary}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block [direction:ltr]"
      >
        <ChartValueGrid box={box} ticks={ticks} top={top} rtl={rtl} formatValue={formatValue} />
        {areas.map((area) => (
          <polygon key={area.key} points={area.points} className={area.colour} />
        ))}
        {days.map((_, index) =>
          labelled.has(index) ? (
            <text
              key={index}
              x={centers[index]}
              y={HEIGHT - 8}
              textAnchor={index === days.length - 1 ? (rtl ? 'start' : 'end') : 'middle'}
              className="fill-slate-500 text-[11px] dark:fill-slate-400"
            >
              {dayLabels[index]}
            </text>
          ) : null,
        )}
      </svg>
    </div>
  );
}
