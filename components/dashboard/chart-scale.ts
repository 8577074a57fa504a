/**
 * Pure geometry of the online-devices chart, kept apart from the SVG so it can be tested on its own.
 */

/** Round steps (1, 2, 5 x 10^n, never below 1: the values are device counts) up to a top that holds `max`. */
export function valueTicks(max: number, targetSteps = 4): number[] {
  const top = Math.max(max, 1);
  const rough = top / targetSteps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const residual = rough / magnitude;
  const nice = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10;
  const step = Math.max(1, nice * magnitude);
  const count = Math.ceil(top / step);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/**
 * Which points get a label on the time axis: at most `maxLabels`, evenly spaced and counted back from
 * the newest point, so "now" is always labelled.
 */
export function labelledIndices(count: number, maxLabels: number): Set<number> {
  const every = Math.max(1, Math.ceil(count / Math.max(1, maxLabels)));
  const indices = new Set<number>();
  for (let index = count - 1; index >= 0; index -= every) indices.add(index);
  return indices;
}

export interface SeriesSummary {
  peak: number;
  /** Index of the first point at the peak; -1 without points. */
  peakIndex: number;
  latest: number;
  total: number;
}

export function summarize(values: readonly number[]): SeriesSummary {
  let peakIndex = -1;
  values.forEach((value, index) => {
    if (peakIndex === -1 || value > values[peakIndex]) peakIndex = index;
  });
  return {
    peak: peakIndex === -1 ? 0 : values[peakIndex],
    peakIndex,
    latest: values.length ? values[values.length - 1] : 0,
    total: values.reduce((sum, value) => sum + value, 0),
  };
}

export interface PlotBox {
  width: number;
  height: number;
  /** Room for the value labels, on the start side (left in LTR, right in RTL). */
  axis: number;
  top: number;
  bottom: number;
  end: number;
}

/**
 * The x position (left edge) of bar `index` of `count`, and the bar width. Time runs from the start
 * side to the end side, so in right-to-left layouts the newest bar is on the left.
 */
export function barGeometry(box: PlotBox, count: number, index: number, rtl: boolean) {
  const plotWidth = Math.max(0, box.width - box.axis - box.end);
  const band = count > 0 ? plotWidth / count : 0;
  const width = Math.max(1, band * 0.7);
  const fromStart = box.axis + band * index + (band - width) / 2;
  const x = rtl ? box.width - fromStart - width : fromStart;
  return { x, width, center: x + width / 2 };
}

export function valueY(box: PlotBox, value: number, top: number): number {
  const plotHeight = box.height - box.top - box.bottom;
  return box.top + plotHeight * (1 - (top > 0 ? value / top : 0));
}
