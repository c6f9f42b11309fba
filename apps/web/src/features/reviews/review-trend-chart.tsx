import "@mantine/charts/styles.layer.css";
import { LineChart } from "@mantine/charts";
import type { ReviewSummary } from "@washdesk/domain";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-03" → "Mar 26". */
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(2, 4)}`;

/**
 * The average rating month by month, in its own module: the chart library loads only with the
 * reviews screen. A month without ratings leaves a gap rather than a false zero. The chart is a
 * picture named with its figures (a bare chart's label sits on a plain div, which assistive
 * technology ignores), and the library's keyboard layer is off since the name already reads them.
 */
export default function ReviewTrendChart({ trend }: { trend: ReviewSummary["trend"] }) {
  const data = trend.map((m) => ({ month: monthLabel(m.month), Average: m.average }));
  const rated = data.filter((m) => m.Average !== null).map((m) => `${m.month}: ${m.Average!.toFixed(1)}`);
  return (
    <div role="img" aria-label={`Average rating by month${rated.length > 0 ? `, ${rated.join(", ")}` : ": no ratings yet"}`}>
      <LineChart
        h={180}
        data={data}
        dataKey="month"
        series={[{ name: "Average", color: "yellow.7" }]}
        yAxisProps={{ domain: [1, 5], ticks: [1, 2, 3, 4, 5] }}
        connectNulls={false}
        valueFormatter={(value) => `${value} ★`}
        curveType="linear"
        accessibilityLayer={false}
      />
    </div>
  );
}
