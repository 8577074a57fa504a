'use client';

import { barGeometry, labelledIndices, valueTicks, valueY, type PlotBox } from './chart-scale';
import { ChartValueGrid } from './chart-value-grid';
import { useElementWidth } from './use-element-width';

const HEIGHT = 224;
const MARGIN = { top: 12, bottom: 28, end: 8 };

/**
 * A bar chart of devices online per hour or day, drawn as plain SVG (no chart library). It is one
 * image to assistive technology, named by `summary`; the figures themselves are in the visually hidden
 * table beside it. The time axis runs from the start side, so it mirrors in right-to-left layouts.
 */
export function OnlineBarChart({
  values,
  tickLabels,
  barLabels,
  summary,
  rtl,
  formatValue,
}: {
  values: readonly number[];
  /** Short time labels for the axis, one per value. */
  tickLabels: readonly string[];
  /** Long "time: count" labels, shown as each bar's tooltip. */
  barLabels: readonly string[];
  summary: string;
  rtl: boolean;
  formatValue: (value: number) => string;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  // Until the browser has measured its place (the server's HTML, hydration), the chart keeps it empty.
  if (width === null) return <div ref={ref} className="w-full" style={{ height: HEIGHT }} />;
  const ticks = valueTicks(Math.max(0, ...values));
  const top = ticks[ticks.length - 1];
  const axis = Math.max(28, formatValue(top).length * 7 + 12);
  const box: PlotBox = { width, height: HEIGHT, axis, ...MARGIN };
  const labelled = labelledIndices(values.length, Math.max(2, Math.floor(width / 72)));
  const baseline = valueY(box, 0, top);

  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-label={summary}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        // Geometry is mirrored by hand above; text anchors must not flip a second time.
        className="block [direction:ltr]"
      >
        <ChartValueGrid box={box} ticks={ticks} top={top} rtl={rtl} formatValue={formatValue} />
        {values.map((value, index) => {
          const { x, width: barWidth, center } = barGeometry(box, values.length, index, rtl);
          const y = valueY(box, value, top);
          const latest = index === values.length - 1;
          return (
            <g key={index}>
              <rect
                x={x}
                y={Math.min(y, baseline - (value > 0 ? 2 : 0))}
                width={barWidth}
                height={Math.max(value > 0 ? 2 : 0, baseline - y)}
                rx={Math.min(3, barWidth / 3)}
                className={
                  latest ? 'fill-brand-700 dark:fill-brand-100' : 'fill-brand-500 dark:fill-brand-500'
                }
              >
                <title>{barLabels[index]}</title>
              </rect>
              {labelled.has(index) ? (
                // The newest label ends with its bar, at the chart's end edge, so it is never cut off.
                <text
                  x={latest ? (rtl ? x : x + barWidth) : center}
                  y={HEIGHT - 8}
                  textAnchor={latest ? (rtl ? 'start' : 'end') : 'middle'}
                  className="fill-slate-500 text-[11px] dark:fill-slate-400"
                >
                  {tickLabels[index]}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
