import { valueY, type PlotBox } from './chart-scale';

/**
 * A chart's value lines and their labels (the dashboard's bars, an app's version areas): the baseline
 * solid, the others dashed, each labelled on the start side (the right in right-to-left layouts).
 * Geometry is mirrored by hand; the SVG's text must not flip a second time.
 */
export function ChartValueGrid({
  box,
  ticks,
  top,
  rtl,
  formatValue,
}: {
  box: PlotBox;
  ticks: readonly number[];
  top: number;
  rtl: boolean;
  formatValue: (value: number) => string;
}) {
  const axisX = rtl ? box.width - box.axis + 6 : box.axis - 6;
  return ticks.map((tick) => {
    const y = valueY(box, tick, top);
    return (
      <g key={tick}>
        <line
          x1={rtl ? box.end : box.axis}
          x2={rtl ? box.width - box.axis : box.width - box.end}
          y1={y}
          y2={y}
          className={
            tick === 0 ? 'stroke-slate-300 dark:stroke-slate-600' : 'stroke-slate-200 dark:stroke-slate-800'
          }
          strokeDasharray={tick === 0 ? undefined : '3 4'}
        />
        <text
          x={axisX}
          y={y}
          dy="0.32em"
          textAnchor={rtl ? 'start' : 'end'}
          className="fill-slate-500 text-[11px] dark:fill-slate-400"
        >
          {formatValue(tick)}
        </text>
      </g>
    );
  });
}
