import "@mantine/charts/styles.layer.css";
import { BarChart, LineChart } from "@mantine/charts";
import { formatMoney } from "@washdesk/domain";
import type { ChartSpec } from "./report-chart-spec";
import { formatCount } from "./report-table-data";

/**
 * The chart library on its own (a chunk loaded once a report has figures to draw): recharts and
 * @mantine/charts stay out of every other screen. Money is drawn in dollars and read back to the cent.
 */
export default function ReportCharts({ spec }: { spec: ChartSpec }) {
  const money = spec.unit === "money";
  const data = spec.rows.map((row) => {
    const drawn: Record<string, string | number> = { [spec.x]: row[spec.x] ?? "" };
    for (const series of spec.series) {
      const value = Number(row[series.key] ?? 0);
      drawn[series.name] = money ? value / 100 : value;
    }
    return drawn;
  });
  // A drawn value is cents / 100: back to whole cents (undoing the float's last digit) to be read as money.
  const valueFormatter = money ? (dollars: number) => formatMoney(Math.round(dollars * 100)) : formatCount;
  const series = spec.series.map((s) => ({ name: s.name, color: s.color }));
  // The axis is as wide as its longest label ("$10,000.00", the top tick may round above the largest
  // value), which the library's fixed width cuts off.
  const largest = Math.max(0, ...data.flatMap((row) => spec.series.map((s) => Math.abs(Number(row[s.name] ?? 0)))));
  const axisWidth = Math.max(48, valueFormatter(Math.ceil(largest * 1.25)).length * 7 + 16);
  // The chart is a picture with a name (report-chart.tsx); the table under it carries the figures to the keyboard and to screen readers.
  const shared = {
    h: spec.height ?? 260,
    data,
    dataKey: spec.x,
    series,
    valueFormatter,
    withLegend: series.length > 1,
    accessibilityLayer: false,
    tickLine: "y" as const,
    yAxisProps: { width: axisWidth },
  };
  return spec.kind === "line" ? <LineChart {...shared} curveType="linear" /> : <BarChart {...shared} />;
}
