import { Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatDisplayDate } from "@washdesk/domain";
import { chartColors } from "./report-chart-spec";
import { ReportChart } from "./report-chart";
import { ReportFrame } from "./report-frame";
import { monthLabel } from "./report-labels";
import { periodLabel } from "./report-period-params";
import { useMonthlyReport, type MonthlyReportWithPeriod } from "./report-queries";
import { ReportStat } from "./report-stat";
import { ReportTable } from "./report-table";
import { formatCount, formatMaybeMoney } from "./report-table-data";
import { maybeChangeText } from "./report-change";
import { monthlyReportTables, monthlyTotals } from "./monthly-report-tables";
import { monthEnd, useReportMonth, type ReportMonthState } from "./use-report-month";

const TITLE = "Monthly Report";

/** The month the twelve months end with: this month (to today) or a past one (to its last day). */
function MonthPicker({ month }: { month: ReportMonthState }) {
  const options = month.months.map((m) => ({ value: m, label: monthLabel(`${m}-01`) }));
  return (
    <Select
      label="Twelve months ending"
      data={options}
      value={month.month}
      onChange={(value) => value && month.choose(value)}
      allowDeselect={false}
      searchable
      w="12rem"
    />
  );
}

/** "A year before $1,200.00 · +25 %": the year before's figure and the change against it. */
const against = (previous: string, change: string) => `A year before ${previous} · ${change}`;

/** docs/product.md §2 /reports/monthly (monthlyReport): twelve months side by side, each against the same month a year before. */
export default function MonthlyReportPage() {
  const month = useReportMonth();
  const report = useMonthlyReport(month.to);
  const tables = (data: MonthlyReportWithPeriod) => Object.values(monthlyReportTables(data));

  return (
    <ReportFrame title={TITLE} period={{ period: month.period, picker: <MonthPicker month={month} /> }} query={report} tables={tables}>
      {(data) => {
        const table = monthlyReportTables(data);
        const net = monthlyTotals(data, "net");
        const cars = monthlyTotals(data, "carCount");
        const ticket = monthlyTotals(data, "averageTicket");
        const profit = monthlyTotals(data, "profit");
        // This month counts up to today, and its year before the same days.
        const last = data.months.at(-1);
        const partial = last && last.to !== monthEnd(last.month) ? ` (${monthLabel(last.from)} up to ${formatDisplayDate(last.to)})` : "";
        return (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <ReportStat
                label="Net sales, twelve months"
                value={formatMaybeMoney(net.current)}
                detail={against(formatMaybeMoney(net.previous), maybeChangeText(net.current, net.previous))}
              />
              <ReportStat
                label="Cars, twelve months"
                value={formatCount(cars.current ?? 0)}
                detail={against(formatCount(cars.previous ?? 0), maybeChangeText(cars.current, cars.previous))}
              />
              <ReportStat
                label="Average ticket ($/car)"
                value={formatMaybeMoney(ticket.current)}
                detail={against(formatMaybeMoney(ticket.previous), maybeChangeText(ticket.current, ticket.previous))}
              />
              <ReportStat
                label="Profit, twelve months"
                value={formatMaybeMoney(profit.current)}
                detail={against(formatMaybeMoney(profit.previous), maybeChangeText(profit.current, profit.previous))}
              />
            </SimpleGrid>
            <ReportChart
              spec={{
                label: `Chart of net sales by month against the same month a year before, ${periodLabel(data.period)}; the figures are in the table "Net sales" below.`,
                rows: data.months.map((m) => ({ month: monthLabel(m.from), net: m.current.net, before: m.yearBefore.net })),
                x: "month",
                series: [
                  { key: "net", name: "Net sales", color: chartColors[0] },
                  { key: "before", name: "A year before", color: chartColors[2] },
                ],
                unit: "money",
              }}
            />
            <Text size="sm" c="dimmed">
              {`Each month against the same days a year before${partial}. Profit is net sales less expenses and purchases, cash basis.`}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {Object.values(table).map((t) => (
                <ReportTable key={t.title} table={t} />
              ))}
            </SimpleGrid>
          </Stack>
        );
      }}
    </ReportFrame>
  );
}
