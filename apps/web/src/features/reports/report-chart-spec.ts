/** One line or set of bars of a chart: a figure of the rows, its name in the legend, its colour. */
export interface ChartSeries {
  /** The row's property holding the figure. */
  key: string;
  /** The figure's name in the legend and the tooltip. */
  name: string;
  /** A theme colour dark enough for 3:1 against the card (WCAG 1.4.11): shade 8 or 9. */
  color: string;
}

export interface ChartSpec {
  /** What the chart shows, read out in its place; its figures are in the table under it. */
  label: string;
  /** The rows, the x axis read from `x`; money figures in cents. */
  rows: readonly Record<string, string | number>[];
  x: string;
  series: readonly ChartSeries[];
  /** Money figures are drawn in dollars and read back as "$1,234.56". */
  unit: "money" | "count";
  kind?: "bar" | "line";
  height?: number;
}

/** The series colours, in order, all with at least 3:1 against white (theme.ts darkens teal, orange, red). */
export const chartColors = ["blue.8", "teal.8", "orange.8", "grape.8", "red.8", "indigo.8"] as const;
